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

export class SilencesFormatError extends Error {}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The active silences of an Alertmanager answer (expired and pending ones silence nothing). */
export function parseActiveSilences(body: unknown): Silence[] {
  if (!Array.isArray(body)) throw new SilencesFormatError('not an Alertmanager silences answer (expected a list)');
  return body.filter(isObject).flatMap((s): Silence[] => {
    if (!isObject(s.status) || s.status.state !== 'active' || !Array.isArray(s.matchers)) return [];
    const matchers = s.matchers.filter(isObject).map((m) => ({
      name: String(m.name ?? ''),
      value: String(m.value ?? ''),
      isRegex: m.isRegex === true,
      isEqual: m.isEqual !== false,
    }));
    return [{ id: String(s.id ?? ''), matchers }];
  });
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
