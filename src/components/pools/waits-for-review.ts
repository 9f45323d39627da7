import type { PoolView } from '../hooks/use-pool-views';

/**
 * A held pool with a target it does not run yet: what "Review and approve" is for. In image
 * mode a rebuild moves the target under the same config name.
 */
export function waitsForReview(view: PoolView): boolean {
  // Approved through "Canary first": held only until Promote, on the canary's card.
  if (view.gate !== 'held' || view.canaryFirst !== undefined) return false;
  const rebuilt = view.imageMode !== undefined && view.current.image !== view.target.image;
  return view.current.config !== view.target.config || rebuilt;
}

/**
 * A held pool that Resume would change: one with nothing to review (a waiting pool is
 * approved through the review instead) whose resuming opens it. A pool that is up to date and
 * set to review every update is held again for the next one: Resume would do nothing there.
 */
export function offersResume(view: PoolView): boolean {
  if (view.gate !== 'held' || waitsForReview(view) || view.canaryFirst !== undefined) return false;
  return !(view.state.kind === 'up-to-date' && view.facts.reviewEachUpdate === true);
}
