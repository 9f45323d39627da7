import type { PoolFacts } from '../domain/pool/pool-state';

/** A held pool of three machines, none yet on its new target: what windows and pre-pulls start from. */
export const heldPoolFacts = (overrides: Partial<PoolFacts> = {}): PoolFacts => ({
  name: 'worker',
  paused: true,
  currentConfig: 'rendered-a',
  targetConfig: 'rendered-b',
  conditions: new Map(),
  machineCount: 3,
  updatedMachineCount: 0,
  ...overrides,
});
