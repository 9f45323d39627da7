import { runDomainBench } from './domain-bench';

// Run from a bundle by `runBundled` (bundled-bench.ts): the domain's figures are those of
// the code as it ships, built into one file.
runDomainBench();
