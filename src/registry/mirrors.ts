import { parseAllDocuments } from 'yaml';
import { parseReference, repositoryName, type ImageReference } from './reference';

/** One `imageDigestMirrors` entry: pulls by digest from `source` may come from the mirrors. */
export interface MirrorRule {
  readonly source: string;
  readonly mirrors: readonly string[];
  /** `NeverContactSource`: only the mirrors are tried. */
  readonly neverContactSource: boolean;
}

export class MirrorConfigError extends Error {}

interface MirrorEntry {
  source?: unknown;
  mirrors?: unknown;
  mirrorSourcePolicy?: unknown;
}

function rulesOf(object: Record<string, unknown>, source: string): MirrorRule[] {
  const spec = (object.spec ?? {}) as Record<string, unknown>;
  const kind = object.kind;
  const entries =
    kind === 'ImageDigestMirrorSet'
      ? spec.imageDigestMirrors
      : kind === 'ImageContentSourcePolicy'
        ? spec.repositoryDigestMirrors
        : undefined;
  if (entries === undefined) return [];
  if (!Array.isArray(entries)) throw new MirrorConfigError(`${source}: ${String(kind)} has no list of mirrors`);
  return (entries as MirrorEntry[]).map((e, i) => {
    if (typeof e.source !== 'string' || e.source === '')
      throw new MirrorConfigError(`${source}: ${String(kind)} entry ${i} has no "source"`);
    const mirrors = Array.isArray(e.mirrors) ? e.mirrors.filter((m): m is string => typeof m === 'string') : [];
    return { source: e.source, mirrors, neverContactSource: e.mirrorSourcePolicy === 'NeverContactSource' };
  });
}

/**
 * Reads ImageDigestMirrorSet (and the older ImageContentSourcePolicy) objects from YAML or
 * JSON: several documents, or a `List`. Other kinds are ignored.
 */
export function parseMirrorConfig(text: string, source: string): MirrorRule[] {
  const rules: MirrorRule[] = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length > 0) throw new MirrorConfigError(`${source}: ${doc.errors[0]?.message}`);
    const value = doc.toJS() as Record<string, unknown> | null;
    if (!value) continue;
    const objects = value.kind === 'List' && Array.isArray(value.items) ? value.items : [value];
    for (const object of objects as Record<string, unknown>[]) rules.push(...rulesOf(object, source));
  }
  return rules;
}

const matches = (name: string, source: string) => name === source || name.startsWith(`${source}/`);

/**
 * Where to pull an image by digest from, in order, as CRI-O does with the cluster's
 * mirror sets: the mirrors of the most specific matching source, then the source itself
 * unless a rule says NeverContactSource. Tags are never mirrored by digest rules.
 */
export function pullSources(ref: ImageReference, rules: readonly MirrorRule[]): ImageReference[] {
  const name = repositoryName(ref);
  const matching = rules.filter((r) => matches(name, r.source));
  if (!ref.digest || matching.length === 0) return [ref];
  const longest = Math.max(...matching.map((r) => r.source.length));
  const chosen = matching.filter((r) => r.source.length === longest);
  const candidates: ImageReference[] = [];
  for (const rule of chosen)
    for (const mirror of rule.mirrors) {
      const mirrored = parseReference(`${mirror}${name.slice(rule.source.length)}@${ref.digest}`);
      if (!candidates.some((c) => repositoryName(c) === repositoryName(mirrored))) candidates.push(mirrored);
    }
  if (!chosen.some((r) => r.neverContactSource)) candidates.push(ref);
  return candidates;
}
