/** A `WWW-Authenticate` challenge: `Bearer realm="…",service="…",scope="…"` or `Basic realm="…"`. */
export interface Challenge {
  readonly scheme: 'bearer' | 'basic';
  readonly params: ReadonlyMap<string, string>;
}

export function parseChallenge(header: string | null): Challenge | undefined {
  const match = header ? /^\s*(\w+)\s*(.*)$/.exec(header) : null;
  if (!match) return undefined;
  const scheme = match[1]?.toLowerCase();
  if (scheme !== 'bearer' && scheme !== 'basic') return undefined;
  const params = new Map<string, string>();
  for (const p of (match[2] ?? '').matchAll(/(\w+)\s*=\s*(?:"([^"]*)"|([^,\s]*))/g))
    params.set((p[1] as string).toLowerCase(), p[2] ?? p[3] ?? '');
  return { scheme, params };
}
