import { runBrowserBench } from './browser-bench';
import { runDomainBench } from './domain-bench';

runDomainBench();
await runBrowserBench();
