import { runBrowserBench } from './browser-bench';
import { runDomainBench } from './domain-bench';
import { runControllerBench } from './controller-bench';
import { runControllerMemoryBench } from './controller-memory-bench';
import { runRegistryBench } from './registry-bench';
import { runScaleBench } from './scale-bench';

// `npm run bench -- --scale`: the 200-pool / 5,000-node page beside the default demo (minutes);
// `-- --controller-memory`: the deployed controller's memory on both.
if (process.argv.includes('--scale')) {
  await runScaleBench();
  await runControllerMemoryBench();
} else if (process.argv.includes('--controller-memory')) {
  await runControllerMemoryBench();
} else {
  runDomainBench();
  await runRegistryBench();
  await runControllerBench();
  await runBrowserBench();
}
