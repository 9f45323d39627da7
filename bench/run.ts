import { runBrowserBench } from './browser-bench';
import { runBundled } from './bundled-bench';
import { runControllerBench } from './controller-bench';
import { runControllerMemoryBench } from './controller-memory-bench';
import { runRegistryBench } from './registry-bench';
import { runScaleBench } from './scale-bench';
import { runChaosBench } from './chaos-bench';
import { runGateCostBench } from './gate-cost-bench';

import { SHORT } from './mode';
import { buildOsUpdateBundle } from '../test-support/os-update-bundle';

// The controllers the bench starts are the bundle of the sources as they are now.
buildOsUpdateBundle();

// `npm run bench -- --scale`: the 200-pool / 5,000-node page beside the default demo (minutes);
// `-- --controller-memory`: the deployed controller's memory on both; `-- --chaos`: the gate
// under faults alone (the default run has it too; with `--short`, one short run of it); `-- --gate-cost`
// the gate's admission policies' cost on kube-apiserver alone; `-- --short` (in
// `npm test`): every part, the scale ones at a small size, once (see mode.ts).
if (process.argv.includes('--chaos')) {
  await runChaosBench();
} else if (SHORT) {
  runBundled('./domain-bench-main.ts');
  await runRegistryBench();
  await runControllerBench();
  await runBrowserBench();
  await runScaleBench();
  await runControllerMemoryBench();
  await runChaosBench();
  await runGateCostBench();
  console.log(
    'bench (short): every part ran to the end (domain, registry, controller, page, scale, controller memory, chaos, gate cost)',
  );
} else if (process.argv.includes('--scale')) {
  await runScaleBench();
  await runControllerMemoryBench();
} else if (process.argv.includes('--gate-cost')) {
  await runGateCostBench();
} else if (process.argv.includes('--controller-memory')) {
  await runControllerMemoryBench();
} else {
  runBundled('./domain-bench-main.ts');
  await runRegistryBench();
  await runControllerBench();
  await runBrowserBench();
  await runChaosBench();
  await runGateCostBench();
}
