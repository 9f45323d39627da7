import { runBrowserBench } from './browser-bench';
import { runDomainBench } from './domain-bench';
import { runRegistryBench } from './registry-bench';

runDomainBench();
await runRegistryBench();
await runBrowserBench();
