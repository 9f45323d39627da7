import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChaosCluster } from './chaos-cluster';
import { runChaos } from './chaos-run';
import { CHAOS_OPTIONS, CI_SEEDS, startChaos } from './chaos-suite';
import type { GateObserver } from './gate-observer';

let chaos: ChaosCluster;
let observer: GateObserver;

beforeAll(async () => ({ chaos, observer } = await startChaos()), 180_000);
afterAll(async () => chaos?.close());

describe('the gate under faults (two real controller replicas, the demo API server and registry)', () => {
  for (const seed of CI_SEEDS)
    it(`seed ${seed}: no unapproved rollout, windows and gates on time, release infos and changelogs whole`, async () => {
      await chaos.reset();
      const result = await runChaos(chaos, observer, seed, CHAOS_OPTIONS);
      if (result.violations.length > 0 && process.env.CHAOS_TRACE)
        for (const r of chaos.replicas) console.error(`--- ${r.identity}\n${r.process?.output ?? ''}`);
      expect(result.violations).toEqual([]);
      const injected = [...result.faults.values()].reduce((a, b) => a + b, 0);
      expect(injected).toBeGreaterThan(5);
      expect(result.operations.get('tick') ?? 0).toBeGreaterThan(0);
      expect((result.operations.get('approve') ?? 0) + (result.operations.get('schedule') ?? 0)).toBeGreaterThan(0);
    }, 240_000);
});
