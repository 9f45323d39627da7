import { diffToJson, type ChangedEntry, type DiffJson } from '../diff-export/diff-json';
import { diffInAnyOrder } from '../diff-in-any-order';
import type { PackageDiff } from '../package-diff';
import { changelogKey } from './pair-changelogs';
import type { Package } from '../nevra';
import { idsIn, isCve, newChangelogEntries } from './changelog';
import type { RpmHeaderPackage } from './rpm-header';

/** A package of an rpm database as the diff reads it; rpm's pseudo-packages (no arch) are left out. */
export function packagesOf(headers: readonly RpmHeaderPackage[]): Package[] {
  return headers.flatMap((h) =>
    h.arch ? [{ name: h.name, epoch: String(h.epoch ?? 0), version: h.version, release: h.release, arch: h.arch }] : [],
  );
}

export interface ChangelogJson {
  readonly time: string;
  readonly author: string;
  readonly text: string;
  readonly ids: readonly string[];
}

export type ChangedWithChangelog = ChangedEntry & { changelog: ChangelogJson[] };

export interface DiffWithChangelogsJson extends Omit<DiffJson, 'upgraded' | 'downgraded'> {
  upgraded: ChangedWithChangelog[];
  downgraded: ChangedWithChangelog[];
  /** Every CVE id the new entries name, sorted, once each. */
  fixes: string[];
}

/**
 * The diff's JSON (DESIGN section 7) with each upgraded and downgraded package's new
 * changelog entries (by rpm-ostree's rule, newest first, RFC 3339 times, ids extracted) and
 * the CVEs they fix. Subpackages of one source carry the same entries; `fixes` counts each once.
 */
export function withChangelogs(
  json: DiffJson,
  before: readonly RpmHeaderPackage[],
  after: readonly RpmHeaderPackage[],
): DiffWithChangelogsJson {
  const index = (headers: readonly RpmHeaderPackage[]) =>
    new Map(headers.flatMap((h) => (h.arch ? [[changelogKey(h.name, h.arch), h] as const] : [])));
  const [olds, news] = [index(before), index(after)];
  const fixes = new Set<string>();
  const withLog = (entry: ChangedEntry): ChangedWithChangelog => {
    const entries = newChangelogEntries(
      olds.get(changelogKey(entry.name, entry.arch))?.changelog ?? [],
      news.get(changelogKey(entry.name, entry.arch))?.changelog ?? [],
    );
    const changelog = entries.map((e) => {
      const ids = idsIn(e.text);
      for (const id of ids) if (isCve(id)) fixes.add(id);
      return { time: new Date(e.time * 1000).toISOString().replace('.000Z', 'Z'), author: e.author, text: e.text, ids };
    });
    return { ...entry, changelog };
  };
  const upgraded = json.upgraded.map(withLog);
  const downgraded = json.downgraded.map(withLog);
  return { ...json, upgraded, downgraded, fixes: [...fixes].sort() };
}

/**
 * The diff of two rpm databases (in their own order) with each changed package's new
 * entries: what `diff --changelogs` prints and the controller publishes.
 */
export function changelogDiff(
  before: readonly RpmHeaderPackage[],
  after: readonly RpmHeaderPackage[],
): { diff: PackageDiff; json: DiffWithChangelogsJson } {
  const diff = diffInAnyOrder(packagesOf(before), packagesOf(after));
  return { diff, json: withChangelogs(diffToJson(diff), before, after) };
}
