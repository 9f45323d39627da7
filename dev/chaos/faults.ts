import type { ChaosCluster } from './chaos-cluster';

/** The faults a run draws from. */
export const faultKinds = [
  'api-restart',
  'watch-expired',
  'api-errors',
  'applied-then-failed',
  'registry-stall',
  'kill-leader',
  'lease-flap',
] as const;
export type FaultKind = (typeof faultKinds)[number];

interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
}

/** Paths the controller reads and writes: pools, ConfigMaps, Leases, Events, configs, pinned sets. */
const PATHS = ['/machineconfigpools', '/configmaps', '/leases', '/events', '/machineconfigs', '/pinnedimagesets'];

/**
 * One fault, as production sees them: the API server restarting (connections cut, watches
 * resumed with 410 Gone), watches expiring, 429 and 5xx answers, a change applied whose
 * answer is lost, a stalled registry, the leader killed (its pod back a moment later), and
 * the Lease taken by another holder.
 */
export async function injectFault(chaos: ChaosCluster, kind: FaultKind, rng: Rng): Promise<void> {
  const { cluster } = chaos;
  switch (kind) {
    case 'api-restart':
      return chaos.restartApiServer(rng.int(100, 800));
    case 'watch-expired':
      return cluster.store.restartWatches();
    case 'api-errors':
      return cluster.faults.add({
        path: rng.pick(PATHS),
        method: rng.pick([undefined, 'GET', 'PATCH', 'PUT', 'POST']),
        status: rng.pick([429, 500, 503]),
        times: rng.int(1, 4),
      });
    case 'applied-then-failed':
      return cluster.faults.add({
        method: 'PATCH',
        path: '/machineconfigpools',
        status: 500,
        afterApply: true,
        times: 1,
      });
    case 'registry-stall':
      return chaos.proxy.stall(rng.int(1000, 6000));
    case 'kill-leader': {
      const leader = chaos.leader();
      // In an outage both are out already, and stay out until it ends.
      if (!leader || chaos.down) return;
      // The Deployment's pod comes back under its name.
      return leader.kill(rng.int(300, 2000));
    }
    case 'lease-flap':
      return chaos.flapLease();
  }
}
