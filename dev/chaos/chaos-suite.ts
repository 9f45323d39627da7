import { imagesOf } from '../mock-api/demo-images';
import { DEMO_RELEASES, pkglistOf } from '../mock-api/demo-releases';
import { ChaosCluster } from './chaos-cluster';
import type { ChaosOptions } from './chaos-run';
import { GateObserver } from './gate-observer';

/** CI's fixed seeds (`CHAOS_SEEDS=4,5` runs others); `npm run bench` runs more. */
export const CI_SEEDS = (process.env.CHAOS_SEEDS ?? '1,2,3').split(',').map(Number);

/**
 * What a run does, and the bounds it holds the running controller to, allowing for what a
 * run does to it: a killed leader's Lease (3 s) expiring, an API server down for up to 0.8 s,
 * informers listing again 2 s after a failed watch, a registry stalled for up to 6 s. One
 * outage of both replicas, 20–25 s: four to five times the node controller's 5 s delay, and
 * some twenty of its steps; the bench's are minutes long (`bench/chaos-bench.ts`).
 */
export const CHAOS_OPTIONS: ChaosOptions = {
  steps: 24,
  windowBoundMs: 20_000,
  convergeMs: 30_000,
  outages: 1,
  outageMs: [20_000, 25_000],
};

/** The chaos cluster and its observer, which knows every demo node image's package list. */
export async function startChaos(): Promise<{ chaos: ChaosCluster; observer: GateObserver }> {
  const chaos = await ChaosCluster.start();
  const expected = new Map(
    DEMO_RELEASES.map((r) => {
      const node = imagesOf(chaos.images, r).node;
      return [node.slice(node.lastIndexOf('@') + 1), pkglistOf(r)] as const;
    }),
  );
  return { chaos, observer: new GateObserver(chaos.cluster.store, expected) };
}
