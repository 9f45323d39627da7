import type { Silence } from './silences';

// Apart from the matching: read when the silences are, not with the page's first screen.

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
