import type { PackageChange, PackageDiff } from '../package-diff';
import { summaryLine, toRow } from './diff-rows';

const escape = (s: string): string => s.replace(/\|/g, '\\|');

/** A Markdown report: the summary line, then one table row a change. */
export function diffToMarkdown(
  diff: PackageDiff,
  changes: readonly PackageChange[] = diff.changes,
  title = 'Package changes',
): string {
  const lines = [
    `## ${title}`,
    '',
    summaryLine(diff.counts),
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
