import { runChaos, type RunResult } from '../dev/chaos/chaos-run';
import { CHAOS_OPTIONS, CI_SEEDS, startChaos } from '../dev/chaos/chaos-suite';
import { SHORT } from './mode';

/**
 * The gate under faults (issue 25, point 4): seeded chaos runs of two real controller
 * replicas against the demo's API server and registry. Prints the runs, the faults injected
 * by kind, the violations (each, when any) and the worst delays the bounds allow for.
 */
export async function runChaosBench(): Promise<void> {
  const seeds = SHORT ? [CI_SEEDS[0]!] : [...CI_SEEDS, 101, 102, 103];
  const { chaos, observer } = await startChaos();
  const results: RunResult[] = [];
  try {
    for (const seed of seeds) {
      await chaos.reset();
      // The short mode (in npm test) only shows the part runs to the end: fewer steps.
      results.push(await runChaos(chaos, observer, seed, SHORT ? { ...CHAOS_OPTIONS, steps: 15 } : CHAOS_OPTIONS));
    }
  } finally {
    await chaos.close();
  }
  const faults = new Map<string, number>();
  for (const r of results) for (const [kind, n] of r.faults) faults.set(kind, (faults.get(kind) ?? 0) + n);
  const injected = [...faults.values()].reduce((a, b) => a + b, 0);
  const operations = results.reduce((a, r) => a + [...r.operations.values()].reduce((x, y) => x + y, 0), 0);
  const violations = results.flatMap((r) => r.violations.map((v) => `seed ${r.seed}: ${v.kind}: ${v.detail}`));
  const worst = (pick: (r: RunResult) => number) => `${(Math.max(...results.map(pick)) / 1000).toFixed(1)} s`;
  console.log(
    `chaos: ${results.length} runs (seeds ${seeds.join(', ')}), ${injected} faults injected ` +
      `(${[...faults].map(([k, n]) => `${k} ${n}`).join(', ')}), ${operations} operations, ` +
      `violations: ${violations.length}, worst gate delay ${worst((r) => r.worstGateMs)} ` +
      `(bound ${CHAOS_OPTIONS.gateBoundMs / 1000} s), worst window delay ${worst((r) => r.worstWindowMs)} ` +
      `(bound ${CHAOS_OPTIONS.windowBoundMs / 1000} s)`,
  );
  for (const v of violations) console.log(`  violation: ${v}`);
  if (violations.length > 0) process.exitCode = 1;
}
