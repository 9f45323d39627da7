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
  (view.facts.reviewEachUpdate === true && view.gate !== 'held') ||
  joinsUnreviewed(view.facts);

/**
 * Held under the gate with no machines, its target not approved: the machine-config server
 * serves a machine that joins the pool's target (a pool with none counts as all updated), before
 * any write the API server could refuse (pkg/server/cluster_server.go GetConfig).
 */
export const joinsUnreviewed = (facts: PoolView['facts']): boolean =>
  facts.reviewEachUpdate === true &&
  facts.paused === true &&
  facts.machineCount === 0 &&
  facts.targetConfig !== undefined &&
  facts.targetConfig !== facts.approvedConfig;

/** The controller marked the pool's current target as let out by another hand, unreviewed. */
export const releasedWithoutReview = (view: PoolView): boolean =>
  view.facts.releasedWithoutReview !== undefined &&
  view.facts.releasedWithoutReview === view.facts.targetConfig &&
  !view.facts.paused;
