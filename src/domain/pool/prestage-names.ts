/**
 * The names of a pool's pre-staging (see prestage.ts), apart so that the page's first visit
 * carries only them.
 */
export const PRESTAGE_LABEL = 'os-updates.openshift.io/prestage-pool';

/** The set's name for a pool: one per pool, so that a new approval replaces the images. */
export const prestageSetName = (pool: string): string => `os-update-prestage-${pool}`;
