import { isRollingOut, type PoolFacts } from './pool-state';

/**
 * Who decides when the next OS update rolls out (DESIGN section 4, "the gate's policy"):
 * - `held`: the pool is paused; a new target waits for an approval.
 * - `rolling-out`: not paused, and machines move to the target now (approved, in progress).
 * - `open`: not paused and idle; the next target rolls out as soon as it is rendered.
 */
export type PoolGate = 'held' | 'open' | 'rolling-out';

export function poolGate(facts: PoolFacts): PoolGate {
  if (facts.paused) return 'held';
  return isRollingOut(facts) ? 'rolling-out' : 'open';
}

/** Images of the configs that tell whether what runs is what was approved. */
export interface ApprovalImages {
  readonly currentImage?: string;
  readonly approvedImage?: string;
}

/**
 * The pool runs an OS image nobody approved here: it carries an approval, runs another
 * rendered config, and that config's OS image differs from the approved one (a config-only
 * change after an approval is not an OS update and is not flagged).
 */
export function rolledOutWithoutReview(facts: PoolFacts, images: ApprovalImages): boolean {
  if (!facts.approvedConfig || !facts.currentConfig || facts.currentConfig === facts.approvedConfig) return false;
  // Still rolling out what was approved: its machines are on their way there.
  if (facts.targetConfig === facts.approvedConfig) return false;
  if (images.currentImage === undefined || images.approvedImage === undefined) return false;
  return images.currentImage !== images.approvedImage;
}
