import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, slowest first (CI on 2 cores: the chaos run about 150 s,
 * the in-cluster controller and the reproducible build about 80 s each, …). On a fresh clone
 * vitest has no timings and starts small files last, larger first by size: the chaos file,
 * short but the longest, started late and the stage waited 80 s for it alone. Started first,
 * they run beside the many short files instead of after them.
 */
export const SLOW_FIRST: readonly string[] = [
  'dev/chaos/gate-under-faults.test.ts',
  'dev/in-cluster-controller.test.ts',
  'dev/tools/reproducible-build.test.ts',
  'dev/tools/runnable-commands.test.ts',
  'dev/mock-api/admission/kubectl-gate.test.ts',
  'src/cli/cli-process.test.ts',
  'dev/mock-api/kubectl.test.ts',
  'dev/mock-api/render.test.ts',
];

/** Vitest's order (failed, then longest by its cache, else largest), with SLOW_FIRST before all. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_FIRST.indexOf(relative(this.ctx.config.root, file.moduleId).replaceAll('\\', '/'));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
