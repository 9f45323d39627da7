import { runBrowserBench } from './browser-bench';
import { runDomainBench } from './domain-bench';
import { runControllerBench } from './controller-bench';
import { runRegistryBench } from './registry-bench';
import { runScaleBench } from './scale-bench';

// `npm run bench -- --scale`: the 200-pool / 5,000-node page beside the default demo (minutes).
if (process.argv.includes('--scale')) {
  await runScaleBench();
} else {
  runDomainBench();
  await runRegistryBench();
  await runControllerBench();
  await runBrowserBench();
}
