import type { FiringAlert } from './firing-alerts';

/**
 * Alertmanager silences (`/api/alertmanager/api/v2/silences`, as the console reads them for
 * its notification drawer): an alert an admin has silenced is not put before them again in
 * every review; the review says how many it leaves out.
 */
export interface SilenceMatcher {
  readonly name: string;
  readonly value: string;
  readonly isRegex: boolean;
  /** Absent in older Alertmanagers: equal. */
  readonly isEqual: boolean;
}

export interface Silence {
  readonly id: string;
  readonly matchers: readonly SilenceMatcher[];
}

/** Alertmanager's matching: a regex is anchored at both ends (as its `labels.Matcher` compiles it). */
function matches(m: SilenceMatcher, labels: ReadonlyMap<string, string>): boolean {
  const value = labels.get(m.name) ?? '';
  let equal: boolean;
  if (m.isRegex) {
    try {
      equal = new RegExp(`^(?:${m.value})$`).test(value);
    } catch {
      return false; // Alertmanager refuses such a silence: it silences nothing
    }
  } else equal = value === m.value;
  return m.isEqual ? equal : !equal;
}

/** The alerts no active silence covers, and how many one did. */
export function withoutSilenced(
  alerts: readonly FiringAlert[],
  silences: readonly Silence[],
): { readonly alerts: FiringAlert[]; readonly silenced: number } {
  const open = alerts.filter(
    (a) => !silences.some((s) => s.matchers.length > 0 && s.matchers.every((m) => matches(m, a.labels ?? new Map()))),
  );
  return { alerts: open, silenced: alerts.length - open.length };
}
