import { useK8sWatchResource, type WatchK8sResource } from '@openshift-console/dynamic-plugin-sdk';
import { onlineManager, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { PIN_LABEL } from '../domain/pin/os-image-pin';
import type { NodeFacts } from '../domain/pool/node-phase';
import { MachineConfigModel, MachineConfigNodeModel, MachineConfigPoolModel, NodeModel } from './models';
import { machineConfigNodeFacts, nodeFacts } from './pool-facts';
import { withLegacyReleaseInfo } from './api';
import { useConfigSummaryWatches } from './config-summaries';
import { indexReleaseInfos, poolsQuery, releaseInfosQuery } from './queries';
import type { ReleaseInfoIndex } from './release-infos';
import { RELEASE_INFO_LABEL, RELEASE_INFO_NAMESPACE } from '../domain/release-info/release-info';
import { osUpdateKeys } from './query-keys';
import type { ConfigMap, MachineConfig, MachineConfigNode, MachineConfigPool, Node } from './resources';

const gvk = (model: typeof MachineConfigPoolModel) => ({
  group: model.apiGroup,
  version: model.apiVersion,
  kind: model.kind,
});

export const POOLS_WATCH: WatchK8sResource = { groupVersionKind: gvk(MachineConfigPoolModel), isList: true };
export const PINS_WATCH: WatchK8sResource = {
  groupVersionKind: gvk(MachineConfigModel),
  isList: true,
  selector: { matchExpressions: [{ key: PIN_LABEL, operator: 'Exists' }] },
};
/** The labelled release-info ConfigMaps: their data, sent again only when one changes. */
export const RELEASE_INFOS_WATCH: WatchK8sResource = {
  groupVersionKind: { version: 'v1', kind: 'ConfigMap' },
  namespace: RELEASE_INFO_NAMESPACE,
  isList: true,
  selector: { matchLabels: { [RELEASE_INFO_LABEL]: 'true' } },
};

/** One small object per node, with its pool and its update steps (GA in OpenShift 4.22). */
export const MACHINE_CONFIG_NODES_WATCH: WatchK8sResource = {
  groupVersionKind: gvk(MachineConfigNodeModel),
  isList: true,
};

/** Every node's metadata (annotations, labels): never the 15–30 KB objects. */
export const NODES_WATCH: WatchK8sResource = { groupVersionKind: gvk(NodeModel), isList: true, partialMetadata: true };

const ARCH_LABEL = 'kubernetes.io/arch';
/**
 * The nodes not on amd64, metadata only: a MachineConfigNode does not tell a node's
 * architecture, and on most clusters this list is empty (a multi-arch cluster pays for
 * its other architecture's nodes only).
 */
export const OTHER_ARCH_NODES_WATCH: WatchK8sResource = {
  ...NODES_WATCH,
  selector: { matchExpressions: [{ key: ARCH_LABEL, operator: 'NotIn', values: ['amd64'] }] },
};

/**
 * Whether every node of the cluster is on amd64: true or false once the (usually empty) list
 * of the others has come, undefined until then or when it cannot be read. A moving pool shows
 * the package list of its machines' architecture; on a single-architecture cluster this
 * tells it before the nodes' own facts come (they are read only once some pool moves).
 */
export function useOnlyAmd64(): boolean | undefined {
  const [nodes, loaded, error] = useK8sWatchResource<Node[]>(OTHER_ARCH_NODES_WATCH);
  if (!loaded || error || !nodes) return undefined;
  return nodes.length === 0;
}

/**
 * The pools, kept current by the console's watch (one list, then changes over its
 * websocket): the watch writes into the pools' query, so that what derives from it
 * (views, diffs) is cached as before, and nothing polls.
 */
export function usePools(): UseQueryResult<MachineConfigPool[]> {
  const queryClient = useQueryClient();
  const query = useQuery(poolsQuery());
  const [watched, loaded, error] = useK8sWatchResource<MachineConfigPool[]>(POOLS_WATCH);
  // What every pool's state needs next, opened beside the pools (the console shares a watch
  // among all that ask for it): they come with the pools, not one render after them.
  useConfigSummaryWatches();
  useOnlyAmd64();
  useEffect(() => {
    if (loaded && !error && watched) queryClient.setQueryData(osUpdateKeys.pools(), watched);
  }, [queryClient, watched, loaded, error]);
  return query;
}

// One value for "offline": what compares the staleness (memos, effects) sees no change while it lasts.
const OFFLINE = new TypeError('offline');

/**
 * Why the pools on screen may be out of date: the browser is offline, or the pools' watch
 * failed (the console keeps retrying it); undefined while they are live. The console's
 * watches say "no error" with `''` (its reducer's `loadError: ''`): only a truthy value is one.
 */
export function usePoolsStaleness(): unknown {
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());
  const [, , error] = useK8sWatchResource<MachineConfigPool[]>(POOLS_WATCH);
  if (!online) return OFFLINE;
  return error || undefined;
}

/**
 * The release infos, kept current by their watch once the list has been read: a failed
 * list stays failed (with its retry) until it is read again, whatever the watch does.
 */
export function useReleaseInfos(): UseQueryResult<ReleaseInfoIndex> {
  const queryClient = useQueryClient();
  const query = useQuery(releaseInfosQuery());
  const [watched, loaded, error] = useK8sWatchResource<ConfigMap[]>(RELEASE_INFOS_WATCH);
  const listed = query.isSuccess;
  useEffect(() => {
    if (!listed || !loaded || error || !watched) return;
    let live = true;
    void withLegacyReleaseInfo(watched).then((configMaps) => {
      if (live) queryClient.setQueryData(osUpdateKeys.releaseInfos(), indexReleaseInfos(configMaps));
    });
    return () => {
      live = false;
    };
  }, [queryClient, listed, watched, loaded, error]);
  return query;
}

/** The plugin's pin MachineConfigs, watched. */
export function usePinConfigs(): readonly MachineConfig[] {
  const [pins, loaded, error] = useK8sWatchResource<MachineConfig[]>(PINS_WATCH);
  return loaded && !error && pins ? pins : [];
}

// A watch event replaces only the objects that changed: the others keep their facts.
const factsOf = new WeakMap<MachineConfigNode, NodeFacts>();
function cachedFacts(mcn: MachineConfigNode, architecture: string): NodeFacts {
  const known = factsOf.get(mcn);
  if (known?.architecture === architecture) return known;
  const facts = machineConfigNodeFacts(mcn, architecture);
  factsOf.set(mcn, facts);
  return facts;
}

/**
 * The nodes' facts, watched while `wanted` (some pool moves); undefined until listed.
 * From MachineConfigNodes (about 2 KB a node, its pool and update step told) with the
 * architectures of the nodes not on amd64; from every node's metadata where the cluster
 * serves no MachineConfigNodes (before 4.22) or the user may not list them.
 */
export function useNodeFacts(wanted: boolean): readonly NodeFacts[] | undefined {
  const [mcns, mcnsLoaded, mcnsError] = useK8sWatchResource<MachineConfigNode[]>(
    wanted ? MACHINE_CONFIG_NODES_WATCH : null,
  );
  const fallback = wanted && Boolean(mcnsError);
  const [nodes, nodesLoaded, nodesError] = useK8sWatchResource<Node[]>(
    fallback ? NODES_WATCH : wanted ? OTHER_ARCH_NODES_WATCH : null,
  );
  return useMemo(() => {
    if (!wanted || !nodesLoaded || nodesError || !nodes) return undefined;
    if (fallback) return nodes.map(nodeFacts);
    if (!mcnsLoaded || !mcns) return undefined;
    const arch = new Map(nodes.map((n) => [n.metadata?.name ?? '', n.metadata?.labels?.[ARCH_LABEL]]));
    return mcns.map((mcn) => cachedFacts(mcn, arch.get(mcn.metadata?.name ?? '') ?? 'amd64'));
  }, [wanted, fallback, mcns, mcnsLoaded, nodes, nodesLoaded, nodesError]);
}
