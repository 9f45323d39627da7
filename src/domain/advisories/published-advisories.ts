import * as v from 'valibot';
import type { PairAdvisories } from './pair-advisories';
import { SEVERITIES } from './severity';

/**
 * What the controller publishes of the advisory source (issue 46): per image pair only the
 * CVEs the pair touches (its fixes rated, what stays open), never the feed; and one status
 * ConfigMap saying whether a source is configured, which version of it was read, for which
 * product, and which documents were skipped. In the controller's namespace, found by name.
 */
export const ADVISORY_LABEL = 'os-updates.openshift.io/advisories';
export const ADVISORY_KEY = 'advisories.json';
export const ADVISORY_STATUS_NAME = 'os-update-advisory-source';
export const ADVISORY_STATUS_KEY = 'status.json';

const digestOf = (image: string) => image.slice(image.lastIndexOf('@') + 1);

/** `os-update-advisories-<hash of the pair, its arch and the source's version>`: a new source version, a new name. */
export async function advisoryConfigMapName(from: string, to: string, arch: string, version: string): Promise<string> {
  const text = new TextEncoder().encode(`${digestOf(from)} ${digestOf(to)} ${arch} ${version}`);
  const hash = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', text));
  return `os-update-advisories-${Array.from(hash.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const Severity = v.nullable(v.picklist(SEVERITIES));
const PublishedSchema = v.object({
  from: v.string(),
  to: v.string(),
  arch: v.string(),
  product: v.string(),
  ratings: v.array(
    v.object({
      id: v.string(),
      severity: Severity,
      cvss: v.nullable(v.object({ score: v.number(), vector: v.string() })),
      advisories: v.array(v.object({ id: v.string(), url: v.string() })),
    }),
  ),
  stillOpen: v.array(v.object({ id: v.string(), package: v.string(), severity: Severity })),
  /** How many still-open CVEs were left out (the least serious) to fit a ConfigMap. */
  stillOpenLeftOut: v.optional(v.number()),
});
export type PublishedAdvisories = v.InferOutput<typeof PublishedSchema>;

/** A ConfigMap holds 1 MiB; the ratings of one pair's fixes are small, a feed's open CVEs may not be. */
export const MAX_PUBLISHED_BYTES = 900_000;

export function publishedAdvisories(from: string, to: string, arch: string, pair: PairAdvisories): PublishedAdvisories {
  const whole = published(from, to, arch, pair);
  if (JSON.stringify(whole).length <= MAX_PUBLISHED_BYTES) return whole;
  // The least serious open CVEs go first (the list is worst first): the ratings of the fixes stay whole.
  const open = [...whole.stillOpen];
  let size = JSON.stringify(whole).length;
  while (size > MAX_PUBLISHED_BYTES && open.length > 0) size -= JSON.stringify(open.pop()).length + 1;
  return { ...whole, stillOpen: open, stillOpenLeftOut: whole.stillOpen.length - open.length };
}

function published(from: string, to: string, arch: string, pair: PairAdvisories): PublishedAdvisories {
  return {
    from,
    to,
    arch,
    product: pair.product,
    ratings: [...pair.ratings]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, r]) => ({ id, severity: r.severity ?? null, cvss: r.cvss ?? null, advisories: [...r.advisories] })),
    stillOpen: pair.stillOpen.map((o) => ({ id: o.id, package: o.package, severity: o.severity ?? null })),
  };
}

const StatusSchema = v.object({
  configured: v.boolean(),
  source: v.optional(v.string()),
  version: v.optional(v.string()),
  product: v.optional(v.string()),
  documents: v.optional(v.number()),
  skipped: v.optional(v.array(v.object({ name: v.string(), problem: v.string() })), []),
  error: v.optional(v.string()),
  readAt: v.optional(v.string()),
});
export type AdvisorySourceStatus = v.InferOutput<typeof StatusSchema>;
/** The status as written: skipped documents may be left out. */
export type AdvisorySourceStatusInput = v.InferInput<typeof StatusSchema>;

function parse<T>(schema: v.GenericSchema<unknown, T>, text: string | undefined, source: string, key: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    throw new Error(`${source}: ${key} is not JSON`);
  }
  const result = v.safeParse(schema, json);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new Error(`${source}: ${v.getDotPath(issue) ?? key}: ${issue.message}`);
}

/** A published pair's ratings, or an error naming the ConfigMap and what is wrong. */
export const parsePublishedAdvisories = (text: string | undefined, source: string) =>
  parse(PublishedSchema, text, source, ADVISORY_KEY);

export const parseAdvisoryStatus = (text: string | undefined, source: string) =>
  parse(StatusSchema, text, source, ADVISORY_STATUS_KEY);

/** The published ratings in DESIGN section 7's shape (`ratings`, `stillOpen`), as exports and the CLI give them. */
export function publishedToJson(published: PublishedAdvisories) {
  return {
    ratings: Object.fromEntries(
      published.ratings.map((r) => [
        r.id,
        { severity: r.severity, cvss: r.cvss?.score ?? null, advisories: r.advisories.map((a) => a.id) },
      ]),
    ),
    stillOpen: published.stillOpen,
  };
}

/** "How serious" in Markdown, after "Why update": each rated CVE, then what stays open. */
export function advisoriesMarkdown(published: PublishedAdvisories): string {
  const lines = ['## How serious', '', `Rated for ${published.product}.`, ''];
  for (const r of published.ratings)
    lines.push(
      `- ${r.id}: ${r.severity ?? 'unrated'}${r.cvss ? `, CVSS ${r.cvss.score} (${r.cvss.vector})` : ''}${
        r.advisories.length > 0 ? `, fixed by ${r.advisories.map((a) => `[${a.id}](${a.url})`).join(', ')}` : ''
      }`,
    );
  lines.push('', '### Still open after this update', '');
  if (published.stillOpen.length === 0) lines.push('None known.');
  for (const o of published.stillOpen) lines.push(`- ${o.id} in ${o.package}: ${o.severity ?? 'unrated'}`);
  return `${lines.join('\n')}\n`;
}
