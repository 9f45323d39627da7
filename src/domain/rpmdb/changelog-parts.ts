import { utf8Length } from '../release-info/utf8-length';
import type { ChangedWithChangelog } from './changelog-diff';

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
