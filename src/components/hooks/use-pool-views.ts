import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ATTENTION_ORDER } from '../../domain/pool/pool-state';
import { pickReleaseInfo } from '../../domain/release-info/pick-release-info';
import { poolFacts } from '../../k8s/pool-facts';
import { readPins } from '../../domain/pin/os-image-pin';
import { poolNodes } from '../../domain/pool/node-membership';
import { machineConfigQuery } from '../../k8s/queries';
import { useNodeFacts, usePinConfigs, usePools, useReleaseInfos } from '../../k8s/watches';
import type { ReleaseInfoIndex } from '../../k8s/release-infos';
import type { MachineConfigPool } from '../../k8s/resources';
import { buildPoolView, needsNodes, type ConfigResult, type PoolView, type ReleaseInfoLookup } from './pool-view';

export type { ImageSide, PoolView, ReleaseInfoStatus } from './pool-view';

/**
 * Looks release infos up by digest, telling loading from missing from failed. An image
 * seen for the first time after the last read of the list (a release published a moment
 * ago) is "loading" until the list has been read again, which this hook asks for at once,
 * so that "no release info" is only ever said after a read that could have found it.
 */
function useReleaseInfoLookup(): { lookup: ReleaseInfoLookup; refreshIfUnseen: (digests: string[]) => void } {
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
  return { lookup, refreshIfUnseen };
}

/** Which pin holds each pool (a worker pin holds the custom pools that take worker's configs too). */
function usePins(pools: readonly MachineConfigPool[]) {
  const data = usePinConfigs();
  const selecting = pools.map((p) => ({
    name: p.metadata?.name ?? '',
    machineConfigSelector: p.spec?.machineConfigSelector,
  }));
  return readPins(data, selecting);
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
  const configResults = useQueries({ queries: names.map((name) => machineConfigQuery(name)) });
  const configs = new Map(names.map((name, i) => [name, configResults[i] as ConfigResult]));
  const moving = pools.map((pool, i) => ({ pool, facts: facts[i]! })).filter((p) => needsNodes(p.facts));
  // One watch of every node's metadata while some pool moves: events carry only what changed.
  const nodes = useNodeFacts(moving.length > 0);
  const selectors = pools.map((p) => ({
    name: p.metadata?.name ?? '',
    nodeSelector: p.spec?.nodeSelector?.matchLabels ?? {},
  }));
  const nodesByPool = new Map(
    moving.map((p) => [
      p.facts.name,
      nodes && poolNodes(p.facts.name, p.pool.spec?.nodeSelector?.matchLabels ?? {}, nodes, selectors),
    ]),
  );
  const { lookup, refreshIfUnseen } = useReleaseInfoLookup();
  const pins = usePins(pools);
  const views = pools.map((pool, i) =>
    buildPoolView(pool, configs, lookup, nodesByPool.get(facts[i]!.name), pins.get(facts[i]!.name)),
  );
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
