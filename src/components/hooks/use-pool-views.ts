import { CANARY_OF_ANNOTATION, canaryFirstRuns } from '../../domain/canary/canary-names';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { ATTENTION_ORDER } from '../../domain/pool/pool-state';
import { pickReleaseInfo } from '../../domain/release-info/pick-release-info';
import { poolFacts } from '../../k8s/pool-facts';
import { readPins, selectingPool } from '../../domain/pin/os-image-pin';
import { nodesByPool } from '../../domain/pool/node-membership';
import { machineConfigQuery } from '../../k8s/queries';
import { unpublishedConfigs, usePublishedConfigs } from '../../k8s/config-summaries';
import { useNodeFacts, useOnlyAmd64, usePinConfigs, usePools, useReleaseInfos } from '../../k8s/watches';
import type { ReleaseInfoIndex } from '../../k8s/release-infos';
import type { MachineConfigPool } from '../../k8s/resources';
import type { NodeFacts } from '../../domain/pool/node-phase';
import { poolImageMode, type PoolImageMode } from '../../domain/image-mode/image-build';
import { useImageMode } from '../../k8s/image-mode';
import { containerfileChange } from '../../domain/image-mode/build-containerfiles';
import { useOSStreams } from '../../k8s/os-streams';
import { poolStream } from '../../domain/os-stream/os-image-streams';
import { buildPoolView, needsNodes, type ConfigResult, type PoolView, type ReleaseInfoLookup } from './pool-view';

export type { ImageSide, PoolView, ReleaseInfoStatus } from './pool-view';

/**
 * Looks release infos up by digest, telling loading from missing from failed. An image
 * seen for the first time after the last read of the list (a release published a moment
 * ago) is "loading" until the list has been read again, which this hook asks for at once,
 * so that "no release info" is only ever said after a read that could have found it.
 */
function useReleaseInfoLookup(): {
  lookup: ReleaseInfoLookup;
  refreshIfUnseen: (digests: string[]) => void;
  /** What the lookup's answers depend on: when none of it changed, neither did they. */
  version: readonly unknown[];
} {
  const infos = useReleaseInfos();
  const pools = usePools();
  const firstSeen = useRef(new Map<string, number>());
  const lookup: ReleaseInfoLookup = (digest, arch) => {
    const info = pickReleaseInfo(infos.data?.byDigest.get(digest), arch);
    if (info) return { info, status: { kind: 'found' } };
    if (infos.isPending) return { status: { kind: 'loading' } };
    if (infos.isError) return { status: { kind: 'failed', error: infos.error } };
    const seen = firstSeen.current.get(digest) ?? pools.dataUpdatedAt;
    if (!firstSeen.current.has(digest)) firstSeen.current.set(digest, seen);
    return { status: infos.dataUpdatedAt < seen ? { kind: 'loading' } : { kind: 'missing' } };
  };
  const { refetch, isFetching, dataUpdatedAt } = infos;
  const refreshIfUnseen = (digests: string[]) => {
    const stale = digests.some((d) => (firstSeen.current.get(d) ?? 0) > dataUpdatedAt);
    if (stale && !isFetching) void refetch();
  };
  return { lookup, refreshIfUnseen, version: [infos.data, infos.isPending, infos.isError, dataUpdatedAt] };
}

/** The list before when it holds the same objects, so that what depends on it is not redone. */
function sameItems<T>(before: readonly T[] | undefined, after: readonly T[]): readonly T[] {
  return before && before.length === after.length && before.every((item, i) => item === after[i]) ? before : after;
}

/** Which pin holds each pool (a worker pin holds the custom pools that take worker's configs too). */
function usePins(pools: readonly MachineConfigPool[]) {
  const data = usePinConfigs();
  return readPins(data, pools.map(selectingPool));
}

type PoolSelector = { readonly name: string; readonly nodeSelector: Readonly<Record<string, string>> };

/** Each image-mode pool's build and images (see `poolImageMode`), by pool name. */
function usePoolImageModes(
  pools: readonly MachineConfigPool[],
  selectors: readonly PoolSelector[],
): Map<string, PoolImageMode> {
  const { configs, builds, nodes, containerfiles } = useImageMode();
  return useMemo(() => {
    const byPool = new Map<string, PoolImageMode>();
    if (configs.length === 0) return byPool;
    const members = nodes ? nodesByPool(nodes, selectors) : undefined;
    for (const pool of pools) {
      const name = pool.metadata?.name ?? '';
      const mosc = configs.find((c) => c.spec?.machineConfigPool?.name === name);
      if (!mosc) continue;
      const poolMembers = members?.get(name) ?? [];
      const images = poolMembers.map((n) => n.currentImage);
      const booted = poolMembers.flatMap((n) => (n.currentImage ? [[n.name, n.currentImage] as const] : []));
      const mode = { ...poolImageMode(mosc, builds, pool.spec?.configuration?.name, images), bootedImages: booted };
      const change = containerfileChange(
        builds,
        containerfiles,
        mode.currentImage,
        mode.build?.name,
        mode.containerfile,
      );
      byPool.set(name, change ? { ...mode, containerfileChange: change } : mode);
    }
    return byPool;
  }, [pools, configs, builds, nodes, selectors, containerfiles]);
}

/**
 * Every pool's view: MachineConfigPool → its rendered MachineConfigs (each fetched once,
 * however many pools use it, the approved one too) → their OS images → release infos
 * matched by digest → state, gate; and the nodes of the pools that move.
 */
export function usePoolViews(pools: readonly MachineConfigPool[]): PoolView[] {
  const facts = pools.map(poolFacts);
  const names = [
    ...new Set(
      facts.flatMap((f) => [f.currentConfig, f.targetConfig, f.approvedConfig]).filter((n): n is string => !!n),
    ),
  ];
  // The controller's summary of a rendered config is all a state needs: only the configs it
  // has not summarized (or all, when its summaries cannot be read) are read in full.
  const published = usePublishedConfigs();
  const unpublished = unpublishedConfigs(names, published);
  const configResults = useQueries({ queries: unpublished.map((name) => machineConfigQuery(name)) });
  const fetched = new Map(unpublished.map((name, i) => [name, configResults[i] as ConfigResult]));
  const configs = new Map<string, ConfigResult>(
    names.map((name) => {
      const summary = published.summaries?.get(name);
      return [name, summary ? { data: summary, isPending: false } : (fetched.get(name) ?? { isPending: true })];
    }),
  );
  const moving = pools.map((pool, i) => ({ pool, facts: facts[i]! })).filter((p) => needsNodes(p.facts));
  // One watch of the nodes while some pool moves: events carry only what changed. It starts
  // once the rendered configs are read: every pool's state needs those, only moving pools'
  // progress needs nodes, and a large node list would queue the configs' requests behind it.
  // Once started it stays: a new target's config being read must not restart the watch.
  const configsRead = useRef(false);
  if ([...configs.values()].every((r) => !r.isPending)) configsRead.current = true;
  const nodes = useNodeFacts(moving.length > 0 && configsRead.current);
  const onlyAmd64 = useOnlyAmd64() === true;
  const selectorsKey = JSON.stringify(pools.map((p) => [p.metadata?.name, p.spec?.nodeSelector?.matchLabels]));
  // Grouped once per change of the nodes (or of the pools' selectors), not per render; a
  // pool whose nodes did not change keeps its list (and so its view and its rows).
  const previous = useRef<ReadonlyMap<string, readonly NodeFacts[]>>(new Map());
  // Read back once per change of the selectors: the views below and the image modes share them.
  const selectors = useMemo(
    () =>
      (JSON.parse(selectorsKey) as [string, Record<string, string> | undefined][]).map(([name, labels]) => ({
        name,
        nodeSelector: labels ?? {},
      })),
    [selectorsKey],
  );
  const byPool = useMemo(() => {
    if (!nodes) return undefined;
    const grouped = nodesByPool(nodes, selectors);
    const kept = new Map([...grouped].map(([pool, list]) => [pool, sameItems(previous.current.get(pool), list)]));
    previous.current = kept;
    return kept;
  }, [nodes, selectors]);
  const nodesByName = new Map(moving.map((p) => [p.facts.name, byPool?.get(p.facts.name) ?? (byPool && [])]));
  const { lookup, refreshIfUnseen, version } = useReleaseInfoLookup();
  const pins = usePins(pools);
  const imageModes = usePoolImageModes(pools, selectors);
  const osStreams = useOSStreams();
  const worker = pools.find((p) => p.metadata?.name === 'worker');
  const canaryParents = new Set(pools.map((p) => p.metadata?.annotations?.[CANARY_OF_ANNOTATION]));
  const canaryRuns = canaryFirstRuns(pools);
  // A view is built again only when one of its inputs changed: a watch event about one pool
  // (or a few nodes) rebuilds that pool's view, not the 200 others.
  const built = useRef(new Map<string, { inputs: readonly unknown[]; view: PoolView }>());
  const views = pools.map((pool, i) => {
    const f = facts[i]!;
    const poolNodes = nodesByName.get(f.name);
    const pin = pins.get(f.name);
    const configInputs = [f.currentConfig, f.targetConfig, f.approvedConfig].flatMap((name) => {
      const result = name ? configs.get(name) : undefined;
      return [result?.data, result?.isPending];
    });
    const pinInputs = [pin?.name, pin?.uid, pin?.resourceVersion, pin?.image, pin?.pools.join(',')];
    const publishedChange = published.changes?.get(f.name);
    const configChange =
      publishedChange && publishedChange.from === f.currentConfig && publishedChange.to === f.targetConfig
        ? publishedChange.change
        : undefined;
    const readInFull = [f.currentConfig, f.targetConfig].some((n) => n !== undefined && unpublished.includes(n));
    const imageMode = imageModes.get(f.name);
    const imageModeKey = imageMode && JSON.stringify(imageMode);
    const stream = osStreams ? poolStream(pool, worker, osStreams) : undefined;
    const inputs = [
      pool,
      poolNodes,
      ...pinInputs,
      ...configInputs,
      ...version,
      configChange,
      readInFull,
      imageModeKey,
      stream && JSON.stringify(stream),
      onlyAmd64,
      canaryParents.has(f.name),
      canaryRuns.get(f.name),
    ];
    const known = built.current.get(f.name);
    if (known && known.inputs.length === inputs.length && known.inputs.every((x, j) => x === inputs[j]))
      return known.view;
    const own = buildPoolView(pool, configs, lookup, poolNodes, pin, imageMode, onlyAmd64);
    const canary = canaryRuns.get(f.name);
    const view: PoolView = {
      ...own,
      ...(canary && own.state.kind !== 'degraded'
        ? {
            canaryFirst: canary,
            state: { kind: 'updating', updated: own.updatedMachineCount, total: own.machineCount, canary },
          }
        : {}),
      configChange,
      configsReadInFull: readInFull,
      ...(stream ? { stream } : {}),
      ...(canaryParents.has(f.name) ? { hasCanary: true } : {}),
      ...(pool.metadata?.annotations?.[CANARY_OF_ANNOTATION]
        ? { canaryOf: pool.metadata.annotations[CANARY_OF_ANNOTATION] }
        : {}),
    };
    built.current.set(f.name, { inputs, view });
    return view;
  });
  const loadingDigests = views
    .flatMap((v) => [v.current, v.target])
    .filter((s) => s.digest && s.releaseInfoStatus.kind === 'loading')
    .map((s) => s.digest as string);
  const key = loadingDigests.join(',');
  useEffect(() => {
    if (key) refreshIfUnseen(key.split(','));
  });
  return views;
}

/** The release-info list, for views that report on it once per page. */
export const useReleaseInfoIndex = (): UseQueryResult<ReleaseInfoIndex> => useReleaseInfos();

/** Pools needing the admin first (DESIGN: degraded, awaiting approval, …), by name within a state. */
export const byAttention = (a: PoolView, b: PoolView): number =>
  ATTENTION_ORDER.indexOf(a.state.kind) - ATTENTION_ORDER.indexOf(b.state.kind) || a.name.localeCompare(b.name);
