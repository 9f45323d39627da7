import { createHash } from 'node:crypto';
import type { SpecChangelog } from '../../../test-support/rpm/build-rpmdb';

/** One version of a source package, and the day its build first shipped in a demo release. */
export interface SourceVersion {
  /** `[E:]V-R`, as the lockfile gives the source's main package. */
  readonly evr: string;
  /** Days since the epoch (UTC) of the release build that first shipped it. */
  readonly firstShipped: number;
}

const PACKAGERS = [
  'Justin M. Forbes <jforbes@fedoraproject.org>',
  'Fedora Release Engineering <releng@fedoraproject.org>',
  'Packit <hello@packit.dev>',
  'Zbigniew Jędrzejewski-Szmek <zbyszek@in.waw.pl>',
  'Colin Walters <walters@verbum.org>',
  'Adam Williamson <awilliam@redhat.com>',
];

// Subjects of real kernel fixes' commits: what a kernel changelog line names beside its CVE.
const KERNEL_FIXES = [
  'mm: avoid leaving partial pfn mappings around in error case',
  'net: sched: fix use-after-free in taprio_change()',
  'ext4: fix slab-use-after-free in ext4_split_extent_at()',
  'netfilter: nf_tables: prevent nf_skb_duplicated corruption',
  'tcp: check skb is non-NULL in tcp_rto_delta_us()',
  'bpf: Fix a sdiv overflow issue',
  'wifi: mac80211: use two-phase skb reclamation in ieee80211_do_stop()',
  'io_uring/sqpoll: do not allow pinning outside of cpuset',
];

/** Deterministic bytes for a source version: the demo's changelogs are the same on every run. */
const hashOf = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest();

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Mon Oct 14 2024`, as `%changelog` wants it (rpmbuild checks the weekday). */
function specDate(day: number): string {
  const d = new Date(day * DAY_MS);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  return `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${dd} ${d.getUTCFullYear()}`;
}

const versionOf = (evr: string) => evr.replace(/^\d+:/, '').replace(/-[^-]*$/, '');

/** The changelog entry of one source version: what changed and, for some, the CVEs and bugs it fixes. */
function entryOf(source: string, version: SourceVersion): { day: number; author: string; lines: string[] } {
  const h = hashOf(source, version.evr);
  const year = new Date(version.firstShipped * DAY_MS).getUTCFullYear();
  const cve = (i: number) => `CVE-${year}-${20000 + (h.readUInt16BE(2 + 2 * i) % 30000)}`;
  const lines =
    source === 'kernel'
      ? [
          `- Linux v${versionOf(version.evr)}`,
          ...[0, 1, 2, 3].map((i) => `- Fix ${cve(i)} (${KERNEL_FIXES[((h[12] ?? 0) + i) % KERNEL_FIXES.length]})`),
        ]
      : [
          `- Update to ${versionOf(version.evr)}`,
          ...((h[0] ?? 0) % 10 < 3 ? [`- Fix ${cve(0)}${(h[1] ?? 0) % 4 === 0 ? ` and ${cve(1)}` : ''}`] : []),
          ...((h[20] ?? 0) % 5 === 0 ? [`- Resolves: RHEL-${10000 + h.readUInt16BE(22)}`] : []),
          ...((h[24] ?? 0) % 8 === 0 ? [`- Fix a crash on shutdown (rhbz#${2200000 + h.readUInt16BE(26)})`] : []),
          ...((h[28] ?? 0) % 16 === 0 ? [`- Backport the fix for OCPBUGS-${30000 + (h[29] ?? 0) * 17}`] : []),
        ];
  return {
    // Built a few days before the release that first shipped it.
    day: version.firstShipped - 1 - ((h[31] ?? 0) % 6),
    author: `${PACKAGERS[(h[30] ?? 0) % PACKAGERS.length]} - ${version.evr}`,
    lines,
  };
}

/**
 * A source package's `%changelog` at one of its versions, newest first: an entry for this
 * version and each one shipped before it, then the package's import. A later version's
 * changelog thus holds an earlier one's whole, as a real package's does, and rpm-ostree's
 * rule finds exactly the entries in between.
 */
export function demoChangelog(source: string, at: SourceVersion, all: readonly SourceVersion[]): SpecChangelog[] {
  const earlier = all
    .filter((v) => v.firstShipped <= at.firstShipped)
    .sort((a, b) => b.firstShipped - a.firstShipped)
    .map((v) => entryOf(source, v));
  const oldest = Math.min(...earlier.map((e) => e.day));
  const imported = { day: oldest - 90, author: `${PACKAGERS[1]} - 0-0`, lines: [`- Import ${source} into the demo`] };
  // A day never goes up the list (rpmbuild refuses a changelog out of order).
  let floor = Number.POSITIVE_INFINITY;
  return [...earlier, imported].map((e) => {
    floor = Math.min(floor, e.day);
    return { date: specDate(floor), author: e.author, lines: e.lines };
  });
}
