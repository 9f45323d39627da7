import type { BuildFacts } from '../image-mode/image-build';
import type { PoolFacts } from './pool-state';

/** What the in-cluster gate keeper does to a pool, and why (the reason of the Event it records). */
export interface GateKeeperAction {
  /**
   * `pause` the pool, `settle` an image-mode approval whose image has rolled out (its
   * annotation is removed: the approval was for that image only, and is used up), or `mark`
   * it released without review (an annotation naming the target another hand let out).
   */
  readonly action: 'pause' | 'settle' | 'mark';
  readonly reason: 'ApprovedRolloutComplete' | 'TargetMovedFromApproved' | 'ReleasedWithoutReview';
  readonly message: string;
  /** The target the pool must still have for the pause to apply (a JSON Patch `test`). */
  readonly expectedTarget: string;
}

/** A pool as the gate keeper saw it last time: whether it was paused, and what was approved then. */
export interface SeenPool {
  readonly paused: boolean;
  readonly approvedConfig?: string;
}

/**
 * The gate keeper's rule (DESIGN section 4, "the gate's policy"), for a pool whose admin
 * chose "review every OS update": once the approved rollout is complete, pause the pool
 * again; if, while it is open, its target moves away from the approved config, pause it at
 * once. Pools without the policy, paused pools, and pools never approved are left alone.
 *
 * An image-mode approval (`approvedImage`) binds the built image too, which no patch could
 * test: while its rollout runs, and after it under the policy, a target build other than
 * the approved image (a rebuild, or one still building) pauses the pool at once; its rollout
 * is complete when every machine is updated, the config name staying the same.
 *
 * A review-each-update pool that was held with an unapproved target and is now open was
 * released by another hand (`seen` tells): it is marked so (`ReleasedWithoutReview`) and
 * left open, or, with a strict gate, paused again at once. Without `seen` (the controller
 * has just started), an open pool with an unapproved target is taken for a moved target.
 */
export function gateKeeperAction(
  facts: PoolFacts,
  targetBuild?: BuildFacts,
  seen?: SeenPool,
): GateKeeperAction | undefined {
  const approved = facts.approvedConfig;
  const target = facts.targetConfig;
  if (facts.paused || !target) return undefined;
  if (!approved) return neverApprovedAction(facts, target, seen);
  if (facts.approvedImage) return imageModeAction(facts, target, facts.approvedImage, targetBuild);
  if (!facts.reviewEachUpdate) return undefined;
  // Another hand let this target out (the console's Resume or Full update, `oc patch`): the
  // admin who did may mean it, unless the pool's gate is strict.
  if (target !== approved && facts.releasedWithoutReview === target) return undefined;
  // Open now, held when last seen with the same approval, its target not the approved one: only
  // the page's approval (which records the target it unpauses with) or another hand unpauses a
  // held pool. A different approval since means the page unpaused it and the target moved after
  // (the controller missed the states between: it was not the leader, or its watch lagged).
  if (target !== approved && seen?.paused === true && seen.approvedConfig === approved)
    return {
      action: facts.strictGate ? 'pause' : 'mark',
      reason: 'ReleasedWithoutReview',
      message: facts.strictGate
        ? `unpaused while its target ${target} was not approved (approved: ${approved}): paused again, the gate is strict`
        : `unpaused while its target ${target} was not approved (approved: ${approved}): it rolls out unreviewed`,
      expectedTarget: target,
    };
  if (target !== approved)
    return {
      action: 'pause',
      reason: 'TargetMovedFromApproved',
      message: `target moved to ${target}, which was not approved (approved: ${approved}): paused for review`,
      expectedTarget: target,
    };
  // A pool's status names the config once all its machines were on it: a machine that joins
  // after (a canary's, labelled in) leaves the name as it was, and its count shows the work left.
  if (facts.currentConfig === approved && (facts.updatedMachineCount ?? 0) >= (facts.machineCount ?? 0))
    return complete(approved, target);
  return undefined;
}

/**
 * A review-each-update pool that was never approved, seen held and now open with a target
 * its machines do not run: another hand released it (where the API server's policies hold the
 * gate that unpause is refused; without them only this marks or re-pauses it).
 */
function neverApprovedAction(
  facts: PoolFacts,
  target: string,
  seen: SeenPool | undefined,
): GateKeeperAction | undefined {
  if (!facts.reviewEachUpdate || seen?.paused !== true || target === facts.currentConfig) return undefined;
  if (facts.releasedWithoutReview === target) return undefined;
  return {
    action: facts.strictGate ? 'pause' : 'mark',
    reason: 'ReleasedWithoutReview',
    message: facts.strictGate
      ? `unpaused while its target ${target} was never approved: paused again, the gate is strict`
      : `unpaused while its target ${target} was never approved: it rolls out unreviewed`,
    expectedTarget: target,
  };
}

const complete = (approved: string, target: string): GateKeeperAction => ({
  action: 'pause',
  reason: 'ApprovedRolloutComplete',
  message: `the approved rollout to ${approved} is complete: paused again, so that the next OS update waits for review`,
  expectedTarget: target,
});

function imageModeAction(
  facts: PoolFacts,
  target: string,
  approvedImage: string,
  build: BuildFacts | undefined,
): GateKeeperAction | undefined {
  const done =
    facts.currentConfig === facts.approvedConfig &&
    facts.conditions.get('Updated')?.status === 'True' &&
    (facts.updatedMachineCount ?? 0) >= (facts.machineCount ?? 0);
  const builtImage = build?.config === target ? build.image : undefined;
  const moved = target !== facts.approvedConfig || builtImage !== approvedImage;
  if (moved && (facts.reviewEachUpdate || !done))
    return {
      action: 'pause',
      reason: 'TargetMovedFromApproved',
      message: `the image built for ${target} is ${builtImage ?? `not built yet (build ${build?.name ?? 'none'} ${build?.state ?? ''})`.trim()}, not the approved ${approvedImage}: paused for review`,
      expectedTarget: target,
    };
  if (!moved && done)
    return facts.reviewEachUpdate
      ? complete(`${target} (${approvedImage})`, target)
      : {
          action: 'settle',
          reason: 'ApprovedRolloutComplete',
          message: `the approved image ${approvedImage} has rolled out to every machine: the approval is used up`,
          expectedTarget: target,
        };
  return undefined;
}
