import { canaryFirstRuns } from '../canary/canary-names';
import { readPins, selectingPool, type PinLike, type SelectingPool } from '../pin/os-image-pin';
import type { GateEnforcementKind } from './gate-enforcement';
import { readPoolFacts, type MachineConfigPoolLike } from './pool-facts';
import { DEGRADED_CONDITIONS, isRollingOut } from './pool-state';

/** The pools by what they need, for the Overview's status: names, in each group sorted. */
export interface PoolsSummary {
  readonly degraded: readonly string[];
  /** Paused with a new target: an update (OS or config) waits for an approval. */
  readonly awaitingApproval: readonly string[];
  readonly rollingOut: readonly string[];
  /** Held at an OS image by a pin (whatever their state). */
  readonly pinned: readonly string[];
  /** Set to review every OS update (whatever their state): what the gate's admission policies hold. */
  readonly reviewEachUpdate: readonly string[];
  readonly total: number;
}

type SummarisedPool = MachineConfigPoolLike & {
  readonly spec?: { readonly machineConfigSelector?: SelectingPool['machineConfigSelector'] };
};

/** Sorts pools into what needs an admin (degraded, awaiting approval) and what is moving. */
export function summarisePools(pools: readonly SummarisedPool[], pins: readonly PinLike[] = []): PoolsSummary {
  const degraded: string[] = [];
  const awaitingApproval: string[] = [];
  const rollingOut: string[] = [];
  const reviewEachUpdate: string[] = [];
  // A parent approved through "Canary first" is rolling out (its canary goes first), not waiting.
  const canaries = canaryFirstRuns(pools);
  for (const pool of pools) {
    const facts = readPoolFacts(pool);
    if (facts.reviewEachUpdate) reviewEachUpdate.push(facts.name);
    if (DEGRADED_CONDITIONS.some((type) => facts.conditions.get(type)?.status === 'True')) degraded.push(facts.name);
    else if (facts.paused && facts.currentConfig !== facts.targetConfig && !canaries.has(facts.name))
      awaitingApproval.push(facts.name);
    else if (canaries.has(facts.name)) rollingOut.push(facts.name);
    else if (isRollingOut(facts)) rollingOut.push(facts.name);
  }
  const held = readPins(pins, pools.map(selectingPool));
  return {
    pinned: [...held.keys()].sort(),
    degraded: degraded.sort(),
    awaitingApproval: awaitingApproval.sort(),
    rollingOut: rollingOut.sort(),
    reviewEachUpdate: reviewEachUpdate.sort(),
    total: pools.length,
  };
}

/**
 * The Overview's health of OS updates: degraded pools are an error, waiting ones a warning,
 * and so is a gate set to review every OS update that only the controller holds (the page
 * warns of it too). Who holds the gate is left out while unknown.
 */
export function summaryHealth(
  summary: PoolsSummary,
  gate?: GateEnforcementKind,
): 'ERROR' | 'WARNING' | 'PROGRESS' | 'OK' {
  if (summary.degraded.length > 0) return 'ERROR';
  if (summary.awaitingApproval.length > 0) return 'WARNING';
  if (gate === 'controller-only' && summary.reviewEachUpdate.length > 0) return 'WARNING';
  if (summary.rollingOut.length > 0) return 'PROGRESS';
  return 'OK';
}
