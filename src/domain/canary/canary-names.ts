/**
 * The names a canary is known by, apart from the rest of its module: the page's first visit
 * needs these (to fold a canary into its parent's card, and to tell the parent approved
 * through it), not the canary's logic.
 */
export const CANARY_OF_ANNOTATION = 'os-updates.openshift.io/canary-of';
/** The parent's rendered config the admin reviewed: the canary gets it (same content), then the parent. */
export const CANARY_TARGET_ANNOTATION = 'os-updates.openshift.io/canary-target';
/** Set by Stop: the parent stays held, nothing more is done for this canary. */
export const CANARY_STOPPED_ANNOTATION = 'os-updates.openshift.io/canary-stopped';
export const NODE_ROLE_PREFIX = 'node-role.kubernetes.io/';
export const canaryPoolName = (parent: string): string => `${parent}-canary`;
export const canaryRoleLabel = (parent: string): string => `${NODE_ROLE_PREFIX}${canaryPoolName(parent)}`;

interface PoolNamed {
  readonly metadata?: { readonly name?: string; readonly annotations?: Readonly<Record<string, string>> };
  readonly spec?: { readonly paused?: boolean; readonly configuration?: { readonly name?: string } };
}

/**
 * The parents a canary goes before for exactly their current target, by parent name (the
 * canary pool's name as the value): such a parent was approved through "Canary first" and is
 * held only until Promote, so it is not awaiting an approval. A canary stopped, or one whose
 * parent's target moved since the review (that needs a review again), or whose parent is open
 * (promoted: it rolls out as any pool does) is not one.
 */
export function canaryFirstRuns(pools: readonly PoolNamed[]): ReadonlyMap<string, string> {
  const byName = new Map(pools.map((p) => [p.metadata?.name, p]));
  const runs = new Map<string, string>();
  for (const pool of pools) {
    const annotations = pool.metadata?.annotations;
    const parentName = annotations?.[CANARY_OF_ANNOTATION];
    const canary = pool.metadata?.name;
    if (!parentName || !canary || annotations?.[CANARY_STOPPED_ANNOTATION]) continue;
    const parent = byName.get(parentName);
    const reviewed = annotations?.[CANARY_TARGET_ANNOTATION];
    if (parent?.spec?.paused === true && reviewed && parent.spec.configuration?.name === reviewed)
      runs.set(parentName, canary);
  }
  return runs;
}
