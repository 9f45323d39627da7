import { parse } from 'smol-toml';

interface Mirror {
  readonly location: string;
  readonly pullFromMirror?: string;
}
interface Registry {
  readonly scope: string;
  readonly prefix?: string;
  readonly location?: string;
  readonly blocked: boolean;
  readonly insecure: boolean;
  readonly mirrorByDigestOnly: boolean;
  readonly mirrors: readonly Mirror[];
  readonly text: string;
}

type Toml = Record<string, unknown>;
const DIGEST_ONLY = 'digest-only';

function registries(text: string): { search: string[]; registries: Map<string, Registry> } {
  const doc = parse(text) as Toml;
  const search = Array.isArray(doc['unqualified-search-registries'])
    ? (doc['unqualified-search-registries'] as string[])
    : [];
  const list = Array.isArray(doc.registry) ? (doc.registry as Toml[]) : [];
  const byScope = new Map<string, Registry>();
  for (const r of list) {
    const location = typeof r.location === 'string' ? r.location : undefined;
    const prefix = typeof r.prefix === 'string' && r.prefix ? r.prefix : undefined;
    const scope = prefix ?? location ?? '';
    const mirrors = (Array.isArray(r.mirror) ? (r.mirror as Toml[]) : []).map((m) => ({
      location: String(m.location ?? ''),
      pullFromMirror: typeof m['pull-from-mirror'] === 'string' ? (m['pull-from-mirror'] as string) : undefined,
    }));
    byScope.set(scope, {
      scope,
      prefix,
      location,
      blocked: r.blocked === true,
      insecure: r.insecure === true,
      mirrorByDigestOnly: r['mirror-by-digest-only'] === true,
      mirrors,
      text: JSON.stringify(r),
    });
  }
  return { search, registries: byScope };
}

const digestOnly = (r: Registry, m: Mirror) => m.pullFromMirror === DIGEST_ONLY || r.mirrorByDigestOnly;

/**
 * Whether the daemon applies a registries.conf change without draining the node
 * (`isSafeContainerRegistryConfChanges`): only mirrors (or registries with only mirrors)
 * that serve by digest were added, nothing removed, no search registry reordered.
 * Unparsable TOML is not safe.
 */
export function isSafeRegistriesChange(before: string, after: string): boolean {
  let a: ReturnType<typeof registries>;
  let b: ReturnType<typeof registries>;
  try {
    a = registries(before);
    b = registries(after);
  } catch {
    return false;
  }
  if (a.search.length > b.search.length || a.search.some((s, i) => b.search[i] !== s)) return false;
  for (const scope of a.registries.keys()) if (!b.registries.has(scope)) return false;
  for (const [scope, next] of b.registries) {
    const old = a.registries.get(scope);
    if (!old) {
      if (!next.mirrors.every((m) => digestOnly(next, m))) return false;
      continue;
    }
    if (old.text === next.text) continue;
    if (old.prefix !== next.prefix || old.location !== next.location) return false;
    if (old.blocked !== next.blocked || old.insecure !== next.insecure) return false;
    const find = (list: readonly Mirror[], location: string) => list.find((m) => m.location === location);
    if (old.mirrors.some((m) => !find(next.mirrors, m.location))) return false;
    for (const m of next.mirrors) {
      const was = find(old.mirrors, m.location);
      if (was && m.pullFromMirror !== was.pullFromMirror && m.pullFromMirror !== DIGEST_ONLY) return false;
      if (!was && !digestOnly(next, m)) return false;
    }
  }
  return true;
}
