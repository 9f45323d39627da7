import type { PackageChange } from '../package-diff';
import { toRow } from './diff-rows';

/** RFC 4180 quoting; a leading formula character is neutralised for spreadsheets. */
const cell = (value: string): string => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function diffToCsv(changes: readonly PackageChange[]): string {
  const lines = ['change,name,arch,from,to'];
  for (const c of changes) {
    const r = toRow(c);
    lines.push([r.kind, r.name, r.arch, r.from, r.to].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
