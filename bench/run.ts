import { runDomainBench } from './domain-bench';

runDomainBench();
