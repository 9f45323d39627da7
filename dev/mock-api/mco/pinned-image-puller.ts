import { RESOURCE_TYPES, type ResourceType } from '../resource-types';
import type { KubeObject } from '../store';
import type { ClusterApi } from '../../operators/cluster-api';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const POOLS = type('MachineConfigPool');
const MCNS = type('MachineConfigNode');
const SETS = type('PinnedImageSet');

/** A node's progress on one set, as the daemon reports it in its MachineConfigNode. */
interface SetProgress {
  name: string;
  desiredGeneration?: number;
  currentGeneration?: number;
  lastFailedGeneration?: number;
  lastFailedGenerationError?: string;
}

/** Annotation a test sets on a PinnedImageSet to make its pulls fail (an image the registry lacks). */
export const PULL_FAIL_ANNOTATION = 'os-updates.demo/fail-pull';

/** Nodes of a pool that pull at once: enough to show progress over a few steps. */
const PULLING_AT_ONCE = 3;

/**
 * The machine-config daemon's pinned image manager, simulated: for every PinnedImageSet a
 * pool lists in `spec.pinnedImageSets`, each of its nodes takes the set's generation as
 * desired, pulls (one step), and reports it current, a few nodes at a time; a set removed
 * from the pool is dropped from its nodes. Pulls are not held back by `spec.paused`, as on
 * a real cluster. The pool's `status.poolSynchronizersStatus` counts the nodes done.
 */
export class PinnedImagePuller {
  constructor(private readonly store: ClusterApi) {}

  async tick(): Promise<void> {
    const mcns = this.store.list(MCNS);
    for (const pool of this.store.list(POOLS)) {
      const names = ((pool.spec as { pinnedImageSets?: { name?: string }[] }).pinnedImageSets ?? []).flatMap((s) =>
        s.name ? [s.name] : [],
      );
      const sets = names.flatMap((name) => this.store.find(SETS, undefined, name) ?? []);
      const nodes = mcns.filter((m) => (m.spec as { pool?: { name?: string } }).pool?.name === pool.metadata.name);
      let pulling = 0;
      for (const mcn of nodes) {
        const before = progressOf(mcn);
        const after = sets.map((set) => {
          const generation = set.metadata.generation ?? 1;
          const known = before.find((p) => p.name === set.metadata.name) ?? { name: set.metadata.name };
          if ((known.currentGeneration ?? 0) >= generation || known.lastFailedGeneration === generation) return known;
          if ((known.desiredGeneration ?? 0) < generation) {
            if (pulling >= PULLING_AT_ONCE) return known;
            pulling++;
            return { ...known, desiredGeneration: generation };
          }
          const failure = set.metadata.annotations?.[PULL_FAIL_ANNOTATION];
          return failure
            ? { ...known, lastFailedGeneration: generation, lastFailedGenerationError: failure }
            : { name: known.name, desiredGeneration: generation, currentGeneration: generation };
        });
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          const next = structuredClone(mcn);
          (next.status as { pinnedImageSets?: SetProgress[] }).pinnedImageSets = after.length > 0 ? after : undefined;
          await this.store.update(MCNS, undefined, mcn.metadata.name, next, 'status');
        }
      }
      await this.report(
        pool,
        sets,
        nodes.map((n) => this.store.find(MCNS, undefined, n.metadata.name) ?? n),
      );
    }
  }

  private async report(pool: KubeObject, sets: readonly KubeObject[], nodes: readonly KubeObject[]): Promise<void> {
    const status = pool.status as { poolSynchronizersStatus?: unknown[] } | undefined;
    const done = nodes.filter((n) =>
      sets.every((s) =>
        progressOf(n).some(
          (p) => p.name === s.metadata.name && (p.currentGeneration ?? 0) >= (s.metadata.generation ?? 1),
        ),
      ),
    ).length;
    const failed = nodes.filter((n) => progressOf(n).some((p) => p.lastFailedGeneration !== undefined)).length;
    const synchronizers =
      sets.length === 0
        ? undefined
        : [
            {
              poolSynchronizerType: 'PinnedImageSets',
              machineCount: nodes.length,
              updatedMachineCount: done,
              readyMachineCount: done,
              availableMachineCount: nodes.length,
              unavailableMachineCount: failed,
              observedGeneration: pool.metadata.generation ?? 1,
            },
          ];
    if (JSON.stringify(status?.poolSynchronizersStatus) === JSON.stringify(synchronizers)) return;
    const next = structuredClone(pool);
    (next.status as { poolSynchronizersStatus?: unknown[] }).poolSynchronizersStatus = synchronizers;
    await this.store.update(POOLS, undefined, pool.metadata.name, next, 'status');
  }
}

const progressOf = (mcn: KubeObject): SetProgress[] =>
  (mcn.status as { pinnedImageSets?: SetProgress[] } | undefined)?.pinnedImageSets ?? [];
