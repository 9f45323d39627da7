/**
 * The names a canary is known by, apart from the rest of its module: the page's first visit
 * needs these (to fold a canary into its parent's card), not the canary's logic.
 */
export const CANARY_OF_ANNOTATION = 'os-updates.openshift.io/canary-of';
export const NODE_ROLE_PREFIX = 'node-role.kubernetes.io/';
export const canaryPoolName = (parent: string): string => `${parent}-canary`;
export const canaryRoleLabel = (parent: string): string => `${NODE_ROLE_PREFIX}${canaryPoolName(parent)}`;
