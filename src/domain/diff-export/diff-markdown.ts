import type { PackageChange, PackageDiff } from '../package-diff';
import { toRow } from './diff-rows';

const escape = (s: string): string => s.replace(/\|/g, '\\|');

/** The counts in the page's order (upgraded, downgraded, added, removed), unchanged last. */
const countsLine = (counts: Readonly<Record<string, number>>): string =>
  `${counts.upgraded ?? 0} upgraded, ${counts.downgraded ?? 0} downgraded, ${counts.added ?? 0} added, ${counts.removed ?? 0} removed (${counts.unchanged ?? 0} unchanged)`;

/** A Markdown report: the summary line, then one table row a change. */
export function diffToMarkdown(
  diff: PackageDiff,
  changes: readonly PackageChange[] = diff.changes,
  title = 'Package changes',
): string {
  const lines = [
    `## ${title}`,
    '',
    countsLine(diff.counts),
    '',
    '| Change | Package | Arch | From | To |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const c of changes) {
    const r = toRow(c);
    lines.push(`| ${r.kind} | ${escape(r.name)} | ${escape(r.arch)} | ${escape(r.from)} | ${escape(r.to)} |`);
  }
  return `${lines.join('\n')}\n`;
}
