import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { clusterConditionsOf, type ClusterConditionsRead } from './cluster-conditions';
import { diffPackages, inKeyOrder } from '../domain/package-diff';
import { PackageList } from '../domain/package-list';
import type { ReleaseInfo } from '../domain/release-info/release-info';
import {
  getClusterVersion,
  getControllerLease,
  getMachineConfig,
  getOsImageUrlConfigMap,
  listPools,
  listReleaseInfoConfigMaps,
  listChangelogEvents,
  listReleaseInfoEvents,
} from './api';
import type { MachineConfigContent } from '../domain/machine-config/machine-config-content';
import type { ConfigDiffJson } from '../domain/machine-config/published-config';
import { getPairChangelogs } from './changelog-api';
import { osUpdateKeys } from './query-keys';
import { createReleaseInfoIndexer } from './release-infos';

export const POLL_MS = 10_000;
/** Data this fresh is not fetched again when another view mounts (polling keeps it current). */
const FRESH_MS = 5_000;

/**
 * Every pool: listed once, then kept current by the watch (`usePools`), never polled; a
 * change the plugin makes re-reads it (the mutation invalidates it).
 */
export const poolsQuery = () =>
  queryOptions({
    queryKey: osUpdateKeys.pools(),
    queryFn: listPools,
    staleTime: Infinity,
  });

/** A rendered MachineConfig never changes once rendered: fetched once, however many pools use it. */
export const machineConfigQuery = (name: string) =>
  queryOptions({
    queryKey: osUpdateKeys.machineConfig(name),
    queryFn: () => getMachineConfig(name),
    staleTime: Infinity,
  });

/**
 * A MachineConfig parsed into what it installs, read when a review or a file diff needs it:
 * a rendered config never changes (read once); a source MachineConfig may, and is read again
 * when it is older than FRESH_MS.
 */
export const configContentQuery = (name: string) =>
  queryOptions({
    queryKey: osUpdateKeys.configContent(name),
    // Parsed from the object the page may have read already: one GET per config.
    queryFn: async ({ client }): Promise<MachineConfigContent | null> => {
      // The parser is loaded with the first review, not with the page.
      const [{ parseMachineConfig }, { status }] = await Promise.all([
        import('../domain/machine-config/machine-config-content'),
        import('./config-api'),
      ]);
      try {
        return parseMachineConfig(await client.fetchQuery(machineConfigQuery(name)));
      } catch (error) {
        if (status(error) === 404) return null; // a source MachineConfig deleted since
        throw error;
      }
    },
    staleTime: name.startsWith('rendered-') ? Infinity : FRESH_MS,
    retry: false,
  });

/**
 * The config change of a move and its disruption, computed in the browser when the
 * controller published none and the page read both configs anyway. The diff code is loaded
 * only then (a first visit to a cluster with the controller does not load it).
 */
export const configChangeQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: osUpdateKeys.configChange(from, to),
    queryFn: async ({ client }): Promise<ConfigDiffJson> => {
      const [{ reviewConfigChange }, { configDiffJson }] = await Promise.all([
        import('../domain/machine-config/config-review'),
        import('../domain/machine-config/config-diff-json'),
      ]);
      const [before, after, cluster] = await Promise.all([
        client.fetchQuery(configContentQuery(from)),
        client.fetchQuery(configContentQuery(to)),
        fetchClusterConditions(client),
      ]);
      if (!before || !after) throw new Error(`MachineConfig ${before ? to : from} not found`);
      return configDiffJson(reviewConfigChange(before, after, cluster.policy, undefined, cluster.conditions));
    },
    staleTime: Infinity,
    retry: false,
  });

/** The cluster's node disruption policy (MachineConfiguration `cluster`), or the MCO's defaults. */
export const disruptionPolicyQuery = () =>
  queryOptions({
    queryKey: osUpdateKeys.disruptionPolicy(),
    queryFn: async () => (await import('./config-api')).getDisruptionPolicy(),
    staleTime: FRESH_MS,
    retry: false,
  });

/** The cluster's control plane topology (Infrastructure \`cluster\`): read once, it does not change. */
export const controlPlaneTopologyQuery = () =>
  queryOptions({
    queryKey: osUpdateKeys.controlPlaneTopology(),
    queryFn: async () => (await (await import('./config-api')).getControlPlaneTopology()) ?? null,
    staleTime: Infinity,
    retry: false,
  });

/** What the cluster adds to every forecast: its topology, and whether its policy is observed yet. */
export async function fetchClusterConditions(client: QueryClient): Promise<ClusterConditionsRead> {
  const [policy, topology] = await Promise.all([
    client.fetchQuery(disruptionPolicyQuery()),
    client.fetchQuery(controlPlaneTopologyQuery()),
  ]);
  return clusterConditionsOf(policy, topology);
}

/** Validates each release-info ConfigMap once per version, and indexes them by image digest. */
export const indexReleaseInfos = createReleaseInfoIndexer();

/**
 * Release infos, validated once per ConfigMap version, indexed by image digest: listed once,
 * then kept current by their watch (`useReleaseInfos`), never polled.
 */
export const releaseInfosQuery = () =>
  queryOptions({
    queryKey: osUpdateKeys.releaseInfos(),
    queryFn: async () => indexReleaseInfos(await listReleaseInfoConfigMaps()),
    staleTime: Infinity,
  });

export const osImageUrlQuery = () =>
  queryOptions({
    queryKey: osUpdateKeys.osImageUrl(),
    queryFn: getOsImageUrlConfigMap,
    staleTime: FRESH_MS,
    refetchInterval: POLL_MS,
  });

/**
 * The package diff of one (current, target) image pair, computed once and cached by
 * digest: off the render path, shared by every pool with the same pair.
 */
export const packageDiffQuery = (current: ReleaseInfo, target: ReleaseInfo) =>
  queryOptions({
    queryKey: osUpdateKeys.diff(current.digest, target.digest, current.arch, target.arch),
    queryFn: async () => {
      const [olds, news] = [current.packages ?? PackageList.of([]), target.packages ?? PackageList.of([])];
      // Release infos are written sorted: the code for lists in no order loads only when one is not.
      const unordered = inKeyOrder(olds, news) ? undefined : (await import('../domain/any-order')).ANY_ORDER;
      return diffPackages(olds, news, unordered);
    },
    staleTime: Infinity,
    enabled: current.packages !== undefined && target.packages !== undefined,
  });

/**
 * Why update: the changelogs the controller published for one (current, target) image pair,
 * null until it has (asked again now and then: it reads images in the background).
 */
export const changelogsQuery = (current: ReleaseInfo, target: ReleaseInfo) => {
  const arch = target.arch ?? current.arch ?? 'x86_64';
  return queryOptions({
    queryKey: osUpdateKeys.changelogs(current.digest, target.digest, arch),
    queryFn: () => getPairChangelogs(current.osImageUrl, target.osImageUrl, arch),
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data === null ? POLL_MS : false),
    retry: false,
  });
};

/** Why the controller could not publish the changelogs of a move (its Events), while there are none. */
export const changelogEventsQuery = (current: ReleaseInfo, target: ReleaseInfo) =>
  queryOptions({
    queryKey: osUpdateKeys.changelogEvents(current.digest, target.digest),
    queryFn: () => listChangelogEvents(current.digest, target.digest),
    staleTime: FRESH_MS,
    refetchInterval: POLL_MS,
    retry: false,
  });

/** The cluster's update candidates, from its ClusterVersion ('none': not there or not readable). */
export const clusterVersionQuery = () =>
  queryOptions({
    queryKey: osUpdateKeys.clusterVersion(),
    queryFn: getClusterVersion,
    staleTime: FRESH_MS,
    refetchInterval: POLL_MS,
  });

/** The in-cluster controller's Lease: its heartbeat (null: not allowed to read it). */
export const controllerLeaseQuery = () =>
  queryOptions({
    queryKey: osUpdateKeys.controllerLease(),
    queryFn: getControllerLease,
    staleTime: FRESH_MS,
    refetchInterval: POLL_MS,
  });

/** Why the controller could not publish release info for a pool's images (its Events). */
export const releaseInfoEventsQuery = (pool: string) =>
  queryOptions({
    queryKey: osUpdateKeys.releaseInfoEvents(pool),
    queryFn: () => listReleaseInfoEvents(pool),
    staleTime: FRESH_MS,
    refetchInterval: POLL_MS,
    retry: false,
  });
