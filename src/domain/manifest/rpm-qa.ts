import { parseNevra, type Package } from '../nevra';
import { atEntry } from './package-entries';

/** Plain `rpm -qa` output: one NEVRA a line; blank lines and `#` comments are skipped. */
export function packagesFromRpmQa(source: string, text: string): Package[] {
  const packages: Package[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '' || line.startsWith('#')) continue;
    packages.push(atEntry(source, `line ${i + 1}`, () => parseNevra(line)));
  }
  return packages;
}
