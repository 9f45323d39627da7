import type { PackageDiff } from '../package-diff';
import { summaryLine, toRow } from './diff-rows';

/** A plain-text table for terminals, changed packages only, then rpm-ostree's summary line. */
export function diffToTable(diff: PackageDiff): string {
  const rows = diff.changes.map(toRow);
  const header = { kind: 'CHANGE', name: 'PACKAGE', arch: 'ARCH', from: 'FROM', to: 'TO' };
  const all = [header, ...rows];
  const width = (key: keyof typeof header) => Math.max(...all.map((r) => r[key].length));
  const w = { kind: width('kind'), name: width('name'), arch: width('arch'), from: width('from') };
  const lines = all.map((r) =>
    [r.kind.padEnd(w.kind), r.name.padEnd(w.name), r.arch.padEnd(w.arch), r.from.padEnd(w.from), r.to]
      .join('  ')
      .trimEnd(),
  );
  if (rows.length === 0) lines.splice(0, 1, 'No package changes.');
  lines.push('', `${summaryLine(diff.counts)} (${diff.counts.unchanged} unchanged)`);
  return `${lines.join('\n')}\n`;
}
