import type { MachineConfigPool } from '../../k8s/resources';

/**
 * Pools needing attention first: degraded, then waiting (paused with a new target), then
 * updating, then the rest; by name within each. Uses only the pool itself, so the order
 * does not jump while rendered configs load.
 */
const rank = (pool: MachineConfigPool): number => {
  const conditions = pool.status?.conditions ?? [];
  if (conditions.some((c) => /Degraded$/.test(c.type) && c.status === 'True')) return 0;
  const moving = pool.spec?.configuration?.name !== pool.status?.configuration?.name;
  if (moving && pool.spec?.paused) return 1;
  if (moving) return 2;
  return 3;
};

export const sortPoolsForAttention = (pools: readonly MachineConfigPool[]): MachineConfigPool[] =>
  [...pools].sort((a, b) => rank(a) - rank(b) || (a.metadata?.name ?? '').localeCompare(b.metadata?.name ?? ''));
