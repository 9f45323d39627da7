import type { PoolView } from '../hooks/use-pool-views';

/**
 * A held pool with a target it does not run yet: what "Review and approve" is for. In image
 * mode a rebuild moves the target under the same config name.
 */
export function waitsForReview(view: PoolView): boolean {
  if (view.gate !== 'held') return false;
  const rebuilt = view.imageMode !== undefined && view.current.image !== view.target.image;
  return view.current.config !== view.target.config || rebuilt;
}
