import { formatEvr } from '../evr';
import type { PackageChange, PackageDiff } from '../package-diff';

export interface ChangedEntry {
  name: string;
  arch: string;
  from: string;
  to: string;
}
export interface PresentEntry {
  name: string;
  arch: string;
  evr: string;
}
/** The JSON contract of DESIGN section 7. */
export interface DiffJson {
  summary: { upgraded: number; downgraded: number; added: number; removed: number; unchanged: number };
  upgraded: ChangedEntry[];
  downgraded: ChangedEntry[];
  added: PresentEntry[];
  removed: PresentEntry[];
}

const changed = (c: PackageChange): ChangedEntry => ({
  name: c.name,
  arch: c.arch,
  from: c.from ? formatEvr(c.from) : '',
  to: c.to ? formatEvr(c.to) : '',
});

export function diffToJson(diff: PackageDiff): DiffJson {
  const out: DiffJson = { summary: { ...diff.counts }, upgraded: [], downgraded: [], added: [], removed: [] };
  for (const c of diff.changes) {
    if (c.kind === 'upgraded') out.upgraded.push(changed(c));
    else if (c.kind === 'downgraded') out.downgraded.push(changed(c));
    else if (c.kind === 'added' && c.to) out.added.push({ name: c.name, arch: c.arch, evr: formatEvr(c.to) });
    else if (c.kind === 'removed' && c.from) out.removed.push({ name: c.name, arch: c.arch, evr: formatEvr(c.from) });
  }
  return out;
}
