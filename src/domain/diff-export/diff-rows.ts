import { formatEvr } from '../evr';
import type { PackageChange } from '../package-diff';

/** One change as the flat text row every export format shares. */
export interface DiffRow {
  readonly kind: string;
  readonly name: string;
  readonly arch: string;
  readonly from: string;
  readonly to: string;
}

export const toRow = (c: PackageChange): DiffRow => ({
  kind: c.kind,
  name: c.name,
  arch: c.fromArch ? `${c.fromArch} → ${c.arch}` : c.arch,
  from: c.from ? formatEvr(c.from) : '',
  to: c.to ? formatEvr(c.to) : '',
});

/** rpm-ostree's wording: "N upgraded, N downgraded, N removed, N added". */
export const summaryLine = (counts: Readonly<Record<string, number>>): string =>
  `${counts.upgraded ?? 0} upgraded, ${counts.downgraded ?? 0} downgraded, ${counts.removed ?? 0} removed, ${counts.added ?? 0} added`;
