/**
 * Every react-query key of the plugin, general → specific, so that a mutation invalidates
 * by prefix (`osUpdateKeys.pools()` covers each pool).
 */
export const osUpdateKeys = {
  all: ['os-updates'] as const,
  pools: () => [...osUpdateKeys.all, 'pools'] as const,
  machineConfig: (name: string) => [...osUpdateKeys.all, 'machineconfigs', name] as const,
  /** A MachineConfig parsed (rendered ones never change; sources may). */
  configContent: (name: string) => [...osUpdateKeys.all, 'config-content', name] as const,
  /** A config change computed here (no controller summary), at a glance: no sources read. */
  configChange: (from: string, to: string) => [...osUpdateKeys.all, 'config-change', from, to] as const,
  disruptionPolicy: () => [...osUpdateKeys.all, 'disruption-policy'] as const,
  controlPlaneTopology: () => [...osUpdateKeys.all, 'control-plane-topology'] as const,
  releaseInfos: () => [...osUpdateKeys.all, 'release-infos'] as const,
  osImageUrl: () => [...osUpdateKeys.all, 'osimageurl'] as const,
  controllerLease: () => [...osUpdateKeys.all, 'controller-lease'] as const,
  /** How far the cluster's clock is from the browser's. */
  clusterClock: () => [...osUpdateKeys.all, 'cluster-clock'] as const,
  clusterVersion: () => [...osUpdateKeys.all, 'cluster-version'] as const,
  /** What will hold a pool's rollout and how long it will take (read for the pool under review). */
  preflight: (pool: string) => [...osUpdateKeys.all, 'preflight', pool] as const,
  /** What holds each pool's drain, for the page at load. */
  drainHolds: () => [...osUpdateKeys.all, 'drain-holds'] as const,
  /** What holds the drain of a machine that is draining. */
  drainHold: (node: string) => [...osUpdateKeys.all, 'drain-hold', node] as const,
  /** The firing alerts of the console's Prometheus. */
  firingAlerts: () => [...osUpdateKeys.all, 'firing-alerts'] as const,
  /** The active silences of the console's Alertmanager. */
  alertSilences: () => [...osUpdateKeys.all, 'alert-silences'] as const,
  releaseInfoEvents: (pool: string) => [...osUpdateKeys.all, 'release-info-events', pool] as const,
  changelogEvents: (fromDigest: string, toDigest: string) =>
    [...osUpdateKeys.all, 'changelog-events', fromDigest, toDigest] as const,
  /** The published changelogs of a move between two images (by digest), for one arch. */
  changelogs: (fromDigest: string, toDigest: string, arch: string) =>
    [...osUpdateKeys.all, 'changelogs', fromDigest, toDigest, arch] as const,
  /** Whether an advisory source is configured, and what the controller read of it. */
  advisoryStatus: () => [...osUpdateKeys.all, 'advisory-status'] as const,
  /** The ratings of a move's fixes, from one version of the advisory source. */
  advisories: (fromDigest: string, toDigest: string, arch: string, version: string) =>
    [...osUpdateKeys.all, 'advisories', fromDigest, toDigest, arch, version] as const,
  /** A diff is of two package lists: the images' digests and the architectures of their lists. */
  diff: (oldDigest: string, newDigest: string, oldArch = '', newArch = '') =>
    [...osUpdateKeys.all, 'diff', oldDigest, newDigest, oldArch, newArch] as const,
};
