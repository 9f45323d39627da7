import type { PoolFacts } from './pool-state';

/** What the in-cluster gate keeper does to a pool, and why (the reason of the Event it records). */
export interface GateKeeperAction {
  readonly action: 'pause';
  readonly reason: 'ApprovedRolloutComplete' | 'TargetMovedFromApproved';
  readonly message: string;
  /** The target the pool must still have for the pause to apply (a JSON Patch `test`). */
  readonly expectedTarget: string;
}

/**
 * The gate keeper's rule (DESIGN section 4, "the gate's policy"), for a pool whose admin
 * chose "review every OS update": once the approved rollout is complete, pause the pool
 * again; if, while it is open, its target moves away from the approved config, pause it at
 * once. Pools without the policy, paused pools, and pools never approved are left alone.
 */
export function gateKeeperAction(facts: PoolFacts): GateKeeperAction | undefined {
  const approved = facts.approvedConfig;
  const target = facts.targetConfig;
  if (!facts.reviewEachUpdate || facts.paused || !approved || !target) return undefined;
  if (target !== approved)
    return {
      action: 'pause',
      reason: 'TargetMovedFromApproved',
      message: `target moved to ${target}, which was not approved (approved: ${approved}): paused for review`,
      expectedTarget: target,
    };
  if (facts.currentConfig === approved)
    return {
      action: 'pause',
      reason: 'ApprovedRolloutComplete',
      message: `the approved rollout to ${approved} is complete: paused again, so that the next OS update waits for review`,
      expectedTarget: target,
    };
  return undefined;
}
