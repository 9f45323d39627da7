/** A machine the review may put first, with what the pre-flight says of it. */
export interface CanaryCandidate {
  readonly name: string;
  /** `topology.kubernetes.io/zone`, when the machine has it. */
  readonly zone?: string;
  /** A budget that allows no disruption holds a pod of it: its drain would wait. */
  readonly drainHeld: boolean;
  /** The node controller counts it unavailable already (not ready, cordoned, updating). */
  readonly unavailable: boolean;
}

const rank = (c: CanaryCandidate) => (c.unavailable ? 2 : c.drainHeld ? 1 : 0);

/**
 * "How many machines go first": `count` machines of the pool, the ones whose update would not
 * stall first (available, their drain held by no budget), spread over the zones in turn, so
 * that a canary of three in three zones sees each zone once. By name within a zone, so the
 * same pool gives the same choice.
 */
export function pickCanaryMachines(candidates: readonly CanaryCandidate[], count: number): string[] {
  const sorted = [...candidates].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  const picked: string[] = [];
  for (const tier of [0, 1, 2]) {
    const byZone = new Map<string, CanaryCandidate[]>();
    for (const c of sorted.filter((c) => rank(c) === tier)) {
      const zone = c.zone ?? '';
      byZone.set(zone, [...(byZone.get(zone) ?? []), c]);
    }
    const zones = [...byZone.keys()].sort();
    for (let round = 0; picked.length < count; round++) {
      const taken = zones.flatMap((z) => byZone.get(z)?.[round] ?? []);
      if (taken.length === 0) break;
      for (const c of taken) if (picked.length < count) picked.push(c.name);
    }
  }
  return picked;
}
