import type { PoolView } from '../hooks/use-pool-views';

/**
 * Whether GateNotes has anything to say of a pool: a rollout nobody approved, an approved
 * update applied, or a "review each update" policy on an open pool. Decided here so that the
 * notes' code loads only for a pool that has one.
 */
export const hasGateNotes = (view: PoolView): boolean =>
  releasedWithoutReview(view) ||
  view.rolledOutWithoutReview === true ||
  (view.state.kind === 'up-to-date' &&
    view.facts.approvedConfig !== undefined &&
    view.facts.approvedConfig === view.facts.currentConfig) ||
  (view.facts.reviewEachUpdate === true && view.gate !== 'held');

/** The controller marked the pool's current target as let out by another hand, unreviewed. */
export const releasedWithoutReview = (view: PoolView): boolean =>
  view.facts.releasedWithoutReview !== undefined &&
  view.facts.releasedWithoutReview === view.facts.targetConfig &&
  !view.facts.paused;
