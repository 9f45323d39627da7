import type { PoolFacts } from '../domain/pool/pool-state';
import type { MachineConfigPool } from './resources';

/** Reads a MachineConfigPool into the facts the pure pool state needs. */
export function poolFacts(pool: MachineConfigPool): PoolFacts {
  return {
    name: pool.metadata?.name ?? '',
    paused: pool.spec?.paused === true,
    currentConfig: pool.status?.configuration?.name || undefined,
    targetConfig: pool.spec?.configuration?.name || undefined,
    conditions: new Map((pool.status?.conditions ?? []).map((c) => [c.type, c])),
    machineCount: pool.status?.machineCount,
    updatedMachineCount: pool.status?.updatedMachineCount,
  };
}
