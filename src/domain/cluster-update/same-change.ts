/** One pool as far as grouping goes: the images it goes from and to, by digest. */
export interface PoolChange {
  readonly name: string;
  readonly from?: string;
  readonly to?: string;
  /**
   * A pool whose OS a release leaves alone for a reason of its own (a pin, an override):
   * shown alone, since that reason is said pool by pool.
   */
  readonly alone?: boolean;
}

/**
 * Pools that a release moves from the same image to the same image, together, in the order
 * the first of each group comes: a cluster's worker-like pools mostly run the same image,
 * and one diff says what the release does to all of them. A pool with either side unknown
 * stays alone: two unknowns are not the same change.
 */
export function groupSameChange<T extends PoolChange>(pools: readonly T[]): [T, ...T[]][] {
  const groups = new Map<string, [T, ...T[]]>();
  for (const pool of pools) {
    const key = pool.alone || !pool.from || !pool.to ? `pool:${pool.name}` : `change:${pool.from}>${pool.to}`;
    const group = groups.get(key);
    if (group) group.push(pool);
    else groups.set(key, [pool]);
  }
  return [...groups.values()];
}
