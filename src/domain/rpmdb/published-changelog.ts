import * as v from 'valibot';
import { changelogKey, cvesOf, type PackageChangelog, type PairChangelogs } from './pair-changelogs';

/**
 * What the in-cluster controller publishes so that the page shows why to update: for a move
 * from one OS image to another (a pool's current → target, a pool's current → an update
 * candidate's), each upgraded and downgraded package's new changelog entries, read from the
 * two images' rpm databases. ConfigMaps in the controller's namespace, named by the pair so
 * that the page finds them without listing: part 0 says how many parts there are and is
 * written last, so a pair whose part 0 exists is whole.
 */
export const CHANGELOG_LABEL = 'os-updates.openshift.io/changelog';
export const CHANGELOG_KEY = 'changelog.json';

/** The images are compared by digest: a tag or mirror names the same content. */
const digestOf = (image: string) => image.slice(image.lastIndexOf('@') + 1);

/**
 * `os-update-changelog-<hash of the two digests and the arch>-<part>`. The platform's
 * SHA-256 (Web Crypto, in browsers and node alike): no hashing code in the page's bundle.
 */
export async function changelogPartName(from: string, to: string, arch: string, part: number): Promise<string> {
  const text = new TextEncoder().encode(`${digestOf(from)} ${digestOf(to)} ${arch}`);
  const hash = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', text));
  const hex = Array.from(hash.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  return `os-update-changelog-${hex}-${part}`;
}

export interface PublishedChangelogPart {
  readonly from: string;
  readonly to: string;
  readonly arch: string;
  readonly part: number;
  readonly of: number;
  /** Entries were cut to their first line to fit a ConfigMap. */
  readonly trimmed: boolean;
  readonly packages: readonly PackageChangelog[];
}

const Entry = v.object({
  time: v.string(),
  author: v.string(),
  text: v.string(),
  ids: v.array(v.string()),
});
const Part = v.object({
  from: v.string(),
  to: v.string(),
  arch: v.string(),
  part: v.number(),
  of: v.number(),
  trimmed: v.boolean(),
  packages: v.array(
    v.object({ name: v.string(), arch: v.string(), source: v.optional(v.string()), changelog: v.array(Entry) }),
  ),
});

/** A published part, or a message naming what is wrong with it. */
export function parseChangelogPart(text: string | undefined, source: string): PublishedChangelogPart {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    throw new Error(`${source}: ${CHANGELOG_KEY} is not JSON`);
  }
  const result = v.safeParse(Part, json);
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(`${source}: ${v.getDotPath(issue) ?? CHANGELOG_KEY}: ${issue.message}`);
  }
  const { part, of } = result.output;
  // Checked here rather than by schema actions: the page's first visit loads this.
  if (!Number.isInteger(of) || of < 1 || !Number.isInteger(part) || part < 0 || part >= of)
    throw new Error(`${source}: part ${part} of ${of} is not a part`);
  return result.output;
}

export function joinChangelogParts(parts: readonly PublishedChangelogPart[]): PairChangelogs {
  const byPackage = new Map<string, PackageChangelog>();
  for (const part of parts) for (const p of part.packages) byPackage.set(changelogKey(p.name, p.arch), p);
  // The CVEs fixed are the ids of the entries themselves: kept once, in no part twice.
  const fixes = new Set<string>();
  for (const p of byPackage.values()) for (const id of cvesOf(p.changelog)) fixes.add(id);
  return { trimmed: parts.some((p) => p.trimmed), fixes: [...fixes].sort(), byPackage };
}
