import { useK8sWatchResource, type WatchK8sResource } from '@openshift-console/dynamic-plugin-sdk';
import { onlineManager, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { PIN_LABEL } from '../domain/pin/os-image-pin';
import type { NodeFacts } from '../domain/pool/node-phase';
import { MachineConfigModel, MachineConfigPoolModel, NodeModel } from './models';
import { nodeFacts } from './pool-facts';
import { poolsQuery } from './queries';
import { osUpdateKeys } from './query-keys';
import type { MachineConfig, MachineConfigPool, Node } from './resources';

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
/** Every node's metadata (annotations, labels): never the 15–30 KB objects. */
export const NODES_WATCH: WatchK8sResource = { groupVersionKind: gvk(NodeModel), isList: true, partialMetadata: true };

/**
 * The pools, kept current by the console's watch (one list, then changes over its
 * websocket): the watch writes into the pools' query, so that what derives from it
 * (views, diffs) is cached as before, and nothing polls.
 */
export function usePools(): UseQueryResult<MachineConfigPool[]> {
  const queryClient = useQueryClient();
  const query = useQuery(poolsQuery());
  const [watched, loaded, error] = useK8sWatchResource<MachineConfigPool[]>(POOLS_WATCH);
  useEffect(() => {
    if (loaded && !error && watched) queryClient.setQueryData(osUpdateKeys.pools(), watched);
  }, [queryClient, watched, loaded, error]);
  return query;
}

/**
 * Why the pools on screen may be out of date: the browser is offline, or the pools' watch
 * failed (the console keeps retrying it); undefined while they are live.
 */
export function usePoolsStaleness(): unknown {
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());
  const [, , error] = useK8sWatchResource<MachineConfigPool[]>(POOLS_WATCH);
  if (!online) return new TypeError('offline');
  return error ?? undefined;
}

/** The plugin's pin MachineConfigs, watched. */
export function usePinConfigs(): readonly MachineConfig[] {
  const [pins, loaded, error] = useK8sWatchResource<MachineConfig[]>(PINS_WATCH);
  return loaded && !error && pins ? pins : [];
}

/** The nodes' facts, watched while `wanted` (some pool moves); undefined until listed. */
export function useNodeFacts(wanted: boolean): readonly NodeFacts[] | undefined {
  const [nodes, loaded, error] = useK8sWatchResource<Node[]>(wanted ? NODES_WATCH : null);
  return useMemo(
    () => (wanted && loaded && !error && nodes ? nodes.map(nodeFacts) : undefined),
    [wanted, nodes, loaded, error],
  );
}
