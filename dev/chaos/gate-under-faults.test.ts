import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChaosCluster } from './chaos-cluster';
import { runChaos, type RunResult } from './chaos-run';
import { CHAOS_OPTIONS, CI_SEEDS, startChaos } from './chaos-suite';
import type { GateObserver } from './gate-observer';

let chaos: ChaosCluster;
let observer: GateObserver;

beforeAll(async () => ({ chaos, observer } = await startChaos()), 180_000);
afterAll(async () => chaos?.close());

/** One line a seed: what the run did and the gate's liveness (reported, not asserted). */
const summary = (r: RunResult) =>
  `chaos seed ${r.seed}: ${[...r.faults.values()].reduce((a, b) => a + b, 0)} faults, ` +
  `controller down ${(r.controllerDownMs / 1000).toFixed(1)} s, unapproved starts ${r.unapprovedStarts}, ` +
  `refused unpauses ${r.refusedUnpauses} (let through ${r.acceptedUnpauses}), refused hand-outs ${r.refusedHandOuts}, ` +
  `canaries ${r.operations.get('canary') ?? 0} (promoted ${r.operations.get('promote') ?? 0}, stopped ${r.operations.get('stop') ?? 0}), ` +
  `worst gate delay while up ${(r.worstGateMs / 1000).toFixed(1)} s${r.openAtEnd.length ? `, open at the end: ${r.openAtEnd.join(', ')}` : ''}`;

describe('the gate under faults (two real controller replicas, both out for a while; the demo API server and registry)', () => {
  for (const seed of CI_SEEDS)
    it(`seed ${seed}: no machine starts an unapproved target, held pools resist other hands, windows on time, release infos and changelogs whole`, async () => {
      await chaos.reset();
      const result = await runChaos(chaos, observer, seed, CHAOS_OPTIONS);
      console.log(summary(result));
      if (result.violations.length > 0 && process.env.CHAOS_TRACE)
        for (const r of chaos.replicas) console.error(`--- ${r.identity}\n${r.process?.output ?? ''}`);
      // Safety, with no time bound: whatever ran or not.
      expect(result.violations).toEqual([]);
      expect(result.unapprovedStarts).toBe(0);
      // The run did what it is for: faults, both replicas out for many node-controller delays,
      // approvals, other hands' resumes refused by the API server.
      const injected = [...result.faults.values()].reduce((a, b) => a + b, 0);
      expect(injected).toBeGreaterThan(5);
      expect(result.outages).toBe(CHAOS_OPTIONS.outages);
      expect(result.controllerDownMs).toBeGreaterThanOrEqual(CHAOS_OPTIONS.outageMs[0]);
      expect(result.refusedUnpauses).toBeGreaterThan(0);
      expect((result.operations.get('approve') ?? 0) + (result.operations.get('schedule') ?? 0)).toBeGreaterThan(0);
      // A canary of worker started under the faults, and promoted or stopped.
      expect(result.operations.get('canary')).toBeGreaterThan(0);
      expect((result.operations.get('promote') ?? 0) + (result.operations.get('stop') ?? 0)).toBeGreaterThan(0);
    }, 300_000);
});
