import type { PoolView } from '../hooks/use-pool-views';

/**
 * Whether GateNotes has anything to say of a pool: a rollout nobody approved, an approved
 * update applied, or a "review each update" policy on an open pool. Decided here so that the
 * notes' code loads only for a pool that has one.
 */
export const hasGateNotes = (view: PoolView): boolean =>
  view.rolledOutWithoutReview === true ||
  (view.state.kind === 'up-to-date' &&
    view.facts.approvedConfig !== undefined &&
    view.facts.approvedConfig === view.facts.currentConfig) ||
  (view.facts.reviewEachUpdate === true && view.gate !== 'held');
