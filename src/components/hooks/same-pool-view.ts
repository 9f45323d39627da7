import type { NodeRow } from '../../domain/pool/node-phase';
import type { ImageSide, PoolView } from './pool-view';

const sameSide = (a: ImageSide, b: ImageSide): boolean =>
  a.config === b.config &&
  a.image === b.image &&
  a.baseImage === b.baseImage &&
  a.baseInfo === b.baseInfo &&
  a.digest === b.digest &&
  a.arch === b.arch &&
  a.releaseInfo === b.releaseInfo &&
  a.releaseInfoStatus.kind === b.releaseInfoStatus.kind;

const sameRows = (a: readonly NodeRow[] | undefined, b: readonly NodeRow[] | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.length === b.length &&
    a.every((row, i) => {
      const other = b[i] as NodeRow;
      return (
        row.name === other.name &&
        row.phase === other.phase &&
        row.reason === other.reason &&
        row.currentConfig === other.currentConfig &&
        row.desiredConfig === other.desiredConfig &&
        row.state === other.state &&
        row.step === other.step &&
        // The end of its last update: what the forecast at a glance is timed from.
        row.updatedMs === other.updatedMs
      );
    }));

const json = (value: unknown) => JSON.stringify(value);

/**
 * Whether two views of a pool show the same: a view is rebuilt when one of its inputs
 * changed (usePoolViews), which need not change what it shows (release infos of another
 * image, a node's bookkeeping), and a section whose view did not change is not rendered
 * again. The pool object itself is kept by the query's structural sharing when
 * unchanged; the rest is compared by what the section shows.
 */
export function samePoolView(a: PoolView, b: PoolView): boolean {
  return (
    a.pool === b.pool &&
    a.gate === b.gate &&
    a.machineCount === b.machineCount &&
    a.updatedMachineCount === b.updatedMachineCount &&
    a.atOnce === b.atOnce &&
    a.wavesLeft === b.wavesLeft &&
    a.totalWaves === b.totalWaves &&
    a.heldMidRollout === b.heldMidRollout &&
    a.rolledOutWithoutReview === b.rolledOutWithoutReview &&
    a.loading === b.loading &&
    a.imageChanges === b.imageChanges &&
    a.osImageOverridden === b.osImageOverridden &&
    a.configChange === b.configChange &&
    a.configsReadInFull === b.configsReadInFull &&
    a.hasCanary === b.hasCanary &&
    a.canaryFirst === b.canaryFirst &&
    a.targetKey === b.targetKey &&
    json(a.imageMode) === json(b.imageMode) &&
    json(a.stream) === json(b.stream) &&
    a.pin?.name === b.pin?.name &&
    a.pin?.resourceVersion === b.pin?.resourceVersion &&
    a.archs.join() === b.archs.join() &&
    a.byArch.length === b.byArch.length &&
    a.byArch.every((s, i) => sameSide(s.current, b.byArch[i]!.current) && sameSide(s.target, b.byArch[i]!.target)) &&
    sameRows(a.nodes, b.nodes) &&
    json(a.state) === json(b.state) &&
    json(a.phaseCounts) === json(b.phaseCounts) &&
    json(a.additions) === json(b.additions)
  );
}
