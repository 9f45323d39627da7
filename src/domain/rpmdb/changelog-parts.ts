import { utf8Length } from '../release-info/utf8-length';
import type { ChangedWithChangelog, DiffWithChangelogsJson } from './changelog-diff';
import { changelogKey } from './pair-changelogs';
import type { PublishedChangelogPart } from './published-changelog';

/** A ConfigMap holds at most 1 MiB: this leaves room for its metadata. */
export const PART_BUDGET = 900 * 1024;

export interface ChangelogPart {
  readonly part: number;
  readonly of: number;
  /** Entries were cut to their first line to fit (their ids are all kept). */
  readonly trimmed: boolean;
  readonly packages: readonly ChangedWithChangelog[];
}

const size = (value: unknown) => utf8Length(JSON.stringify(value));

function trim(p: ChangedWithChangelog): ChangedWithChangelog {
  return {
    ...p,
    changelog: p.changelog.map((e) => {
      const first = e.text.split('\n')[0] ?? '';
      return first === e.text ? e : { ...e, text: `${first} …` };
    }),
  };
}

/**
 * The changelogs of one image pair, in ConfigMap-sized parts: whole when they fit, else each
 * entry cut to its first line (ids kept), else split by package; a package whose entries
 * alone are too large keeps only their times, authors and ids.
 */
export function changelogParts(packages: readonly ChangedWithChangelog[], budget = PART_BUDGET): ChangelogPart[] {
  if (size(packages) <= budget) return [{ part: 0, of: 1, trimmed: false, packages }];
  const trimmed = packages.map(trim);
  const fitted = trimmed.map((p) =>
    size(p) <= budget ? p : { ...p, changelog: p.changelog.map((e) => ({ ...e, text: '' })) },
  );
  const groups: ChangedWithChangelog[][] = [];
  let current: ChangedWithChangelog[] = [];
  let used = 2;
  for (const p of fitted) {
    const n = size(p) + 1;
    if (current.length > 0 && used + n > budget) {
      groups.push(current);
      current = [];
      used = 2;
    }
    current.push(p);
    used += n;
  }
  if (current.length > 0 || groups.length === 0) groups.push(current);
  return groups.map((g, part) => ({ part, of: groups.length, trimmed: true, packages: g }));
}

/** `kernel` of `kernel-6.10.12-200.fc40.src.rpm`. */
export function sourceName(sourceRpm: string): string {
  const nvr = sourceRpm.replace(/\.(no)?src\.rpm$/, '');
  return nvr.split('-').slice(0, -2).join('-') || nvr;
}

/** The ConfigMap parts of one image pair: packages without new entries are left out. */
export function changelogPartsOf(
  from: string,
  to: string,
  arch: string,
  diff: DiffWithChangelogsJson,
  /** Source package names by `name.arch`. */
  sources: ReadonlyMap<string, string> = new Map(),
): PublishedChangelogPart[] {
  const changed = [...diff.upgraded, ...diff.downgraded].filter((p) => p.changelog.length > 0);
  return changelogParts(changed).map((p) => ({
    from,
    to,
    arch,
    part: p.part,
    of: p.of,
    trimmed: p.trimmed,
    packages: p.packages.map(({ name, arch: a, changelog }) => {
      const source = sources.get(changelogKey(name, a));
      return { name, arch: a, ...(source ? { source } : {}), changelog };
    }),
  }));
}
