import type { BuildFacts } from '../image-mode/image-build';
import type { PoolFacts } from './pool-state';

/** What the in-cluster gate keeper does to a pool, and why (the reason of the Event it records). */
export interface GateKeeperAction {
  /**
   * `pause` the pool, or `settle` an image-mode approval whose image has rolled out (its
   * annotation is removed: the approval was for that image only, and is used up).
   */
  readonly action: 'pause' | 'settle';
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
 *
 * An image-mode approval (`approvedImage`) binds the built image too, which no patch could
 * test: while its rollout runs, and after it under the policy, a target build other than
 * the approved image (a rebuild, or one still building) pauses the pool at once; its rollout
 * is complete when every machine is updated, the config name staying the same.
 */
export function gateKeeperAction(facts: PoolFacts, targetBuild?: BuildFacts): GateKeeperAction | undefined {
  const approved = facts.approvedConfig;
  const target = facts.targetConfig;
  if (facts.paused || !approved || !target) return undefined;
  if (facts.approvedImage) return imageModeAction(facts, target, facts.approvedImage, targetBuild);
  if (!facts.reviewEachUpdate) return undefined;
  if (target !== approved)
    return {
      action: 'pause',
      reason: 'TargetMovedFromApproved',
      message: `target moved to ${target}, which was not approved (approved: ${approved}): paused for review`,
      expectedTarget: target,
    };
  if (facts.currentConfig === approved) return complete(approved, target);
  return undefined;
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
