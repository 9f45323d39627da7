import type { ChangelogEntry } from './rpm-header';

/**
 * The changelog entries of the new package that the old one lacks, by rpm-ostree's rule
 * (`rpmostree-rpm-util.cxx`, `db diff --changelogs`): walk the new entries from the newest
 * and stop at the old package's newest entry (same time, author and text) or at one older
 * than it. A downgrade has none.
 */
export function newChangelogEntries(
  before: readonly ChangelogEntry[],
  after: readonly ChangelogEntry[],
): ChangelogEntry[] {
  const latest = before[0];
  if (!latest) return [];
  const out: ChangelogEntry[] = [];
  for (const entry of after) {
    if (latest.time > entry.time) break;
    if (latest.time === entry.time && latest.author === entry.author && latest.text === entry.text) break;
    out.push(entry);
  }
  return out;
}

// Fedora writes `rhbz#123` and `cve-…` as often as the upper-case forms.
const IDS = /\b(CVE-\d{4}-\d{4,}|RHEL-\d+|OCPBUGS-\d+|RHBZ#\d+)\b/gi;

/** The CVE and bug ids a changelog text names, upper-cased, once each, in the order they appear. */
export const idsIn = (text: string): string[] => [...new Set((text.match(IDS) ?? []).map((id) => id.toUpperCase()))];

export const isCve = (id: string): boolean => id.startsWith('CVE-');
