import { runChaos, type ChaosOptions, type RunResult } from '../dev/chaos/chaos-run';
import { CHAOS_OPTIONS, CI_SEEDS, startChaos } from '../dev/chaos/chaos-suite';
import { SHORT } from './mode';

/**
 * The bench's runs: each with an outage of both controller replicas of one and a half to
 * three minutes (a Deployment crash-looping, a partitioned or throttled node); the short mode
 * (in `npm test`) only shows the part runs to the end, with one of 12–15 s.
 */
const BENCH_OPTIONS: ChaosOptions = SHORT
  ? { ...CHAOS_OPTIONS, steps: 15, outageMs: [12_000, 15_000] }
  : { ...CHAOS_OPTIONS, steps: 40, outageMs: [90_000, 180_000] };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sum = (results: readonly RunResult[], pick: (r: RunResult) => number) => results.reduce((a, r) => a + pick(r), 0);

/**
 * The gate under faults (issue 25, point 4; issue 42, point 4): seeded chaos runs of two real
 * controller replicas against the demo's API server (its admission policies installed) and
 * registry, both replicas out for minutes at a time. Prints the runs, the faults injected by
 * kind, how long the controller was down, the unapproved machine starts (0, or the bench
 * fails), other hands' resumes and the node controller's hand-outs the API server refused,
 * the gate's worst delay while the controller ran (liveness) and the windows' worst.
 */
export async function runChaosBench(): Promise<void> {
  const seeds = SHORT ? [CI_SEEDS[0]!] : [...CI_SEEDS, 101, 102, 103];
  const { chaos, observer } = await startChaos();
  const results: RunResult[] = [];
  try {
    for (const seed of seeds) {
      await chaos.reset();
      const result = await runChaos(chaos, observer, seed, BENCH_OPTIONS);
      results.push(result);
      console.log(
        `  chaos seed ${seed}: down ${seconds(result.controllerDownMs)}, unapproved starts ${result.unapprovedStarts}, ` +
          `refused unpauses ${result.refusedUnpauses}, refused hand-outs ${result.refusedHandOuts}, ` +
          `worst gate delay while up ${seconds(result.worstGateMs)} (${result.worstGatePool ?? 'none'})`,
      );
    }
  } finally {
    await chaos.close();
  }
  const faults = new Map<string, number>();
  for (const r of results) for (const [kind, n] of r.faults) faults.set(kind, (faults.get(kind) ?? 0) + n);
  const injected = [...faults.values()].reduce((a, b) => a + b, 0);
  const operations = sum(results, (r) => [...r.operations.values()].reduce((x, y) => x + y, 0));
  const violations = results.flatMap((r) => r.violations.map((v) => `seed ${r.seed}: ${v.kind}: ${v.detail}`));
  const worst = (pick: (r: RunResult) => number) => seconds(Math.max(...results.map(pick)));
  const openAtEnd = results.flatMap((r) => r.openAtEnd.map((pool) => `${pool} (seed ${r.seed})`));
  console.log(
    `chaos: ${results.length} runs (seeds ${seeds.join(', ')}), ${injected} faults injected ` +
      `(${[...faults].map(([k, n]) => `${k} ${n}`).join(', ')}), ${operations} operations; ` +
      `controller down ${(sum(results, (r) => r.controllerDownMs) / 60_000).toFixed(1)} min ` +
      `in ${sum(results, (r) => r.outages)} outages of both replicas; ` +
      `unapproved starts: ${sum(results, (r) => r.unapprovedStarts)}; ` +
      `refused unpauses ${sum(results, (r) => r.refusedUnpauses)} (let through on an approved target ` +
      `${sum(results, (r) => r.acceptedUnpauses)}), refused hand-outs ${sum(results, (r) => r.refusedHandOuts)}; ` +
      `worst gate delay while the controller is up ${worst((r) => r.worstGateMs)}` +
      `${openAtEnd.length ? ` (still open at the end: ${openAtEnd.join(', ')})` : ''}, ` +
      `worst window delay ${worst((r) => r.worstWindowMs)} (bound ${BENCH_OPTIONS.windowBoundMs / 1000} s); ` +
      `violations: ${violations.length}`,
  );
  for (const v of violations) console.log(`  violation: ${v}`);
  if (violations.length > 0) process.exitCode = 1;
}
