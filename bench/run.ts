import { runBrowserBench } from './browser-bench';
import { runDomainBench } from './domain-bench';
import { runControllerBench } from './controller-bench';
import { runRegistryBench } from './registry-bench';

runDomainBench();
await runRegistryBench();
await runControllerBench();
await runBrowserBench();
