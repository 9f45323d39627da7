/**
 * How many machines the node controller updates at once: `maxUnavailable` as an integer
 * or a percentage of the pool, rounded down as the machine-config operator does, at least 1.
 */
export function machinesAtOnce(maxUnavailable: number | string | undefined, machineCount: number): number {
  if (maxUnavailable === undefined) return 1;
  if (typeof maxUnavailable === 'number') return Math.max(1, Math.floor(maxUnavailable));
  const percent = /^(\d+)%$/.exec(maxUnavailable.trim());
  if (percent) return Math.max(1, Math.floor((Number(percent[1]) * machineCount) / 100));
  const integer = Number(maxUnavailable);
  return Number.isInteger(integer) ? Math.max(1, integer) : 1;
}

/** Waves needed to bring `remaining` machines to the target, `atOnce` at a time. */
export const wavesFor = (remaining: number, atOnce: number): number =>
  remaining <= 0 ? 0 : Math.ceil(remaining / atOnce);
