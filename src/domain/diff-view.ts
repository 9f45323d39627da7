import { compareEvr } from './evr';
import type { ChangeKind, PackageChange } from './package-diff';

export type DiffColumn = 'name' | 'arch' | 'change' | 'from' | 'to';
export type SortDirection = 'asc' | 'desc';

export interface DiffViewOptions {
  readonly kinds: ReadonlySet<ChangeKind>;
  /** Case-insensitive substring of the package name, or of a CVE or bug id its changelog names. */
  readonly search: string;
  /** The CVE and bug ids of a row's new changelog entries, when known. */
  readonly idsOf?: (row: PackageChange) => readonly string[] | undefined;
  /** Undefined keeps the diff's own order: important packages first. */
  readonly sort?: { readonly column: DiffColumn; readonly direction: SortDirection };
}

const KIND_ORDER: Record<ChangeKind, number> = { downgraded: 0, upgraded: 1, added: 2, removed: 3, unchanged: 4 };

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Versions sort in rpm's order; a missing side sorts first. */
const byVersion = (a: PackageChange['from'], b: PackageChange['from']): number =>
  a === undefined || b === undefined ? (a === b ? 0 : a === undefined ? -1 : 1) : compareEvr(a, b);

const COMPARATORS: Record<DiffColumn, (a: PackageChange, b: PackageChange) => number> = {
  name: (a, b) => byText(a.name, b.name) || byText(a.arch, b.arch),
  arch: (a, b) => byText(a.arch, b.arch) || byText(a.name, b.name),
  change: (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || byText(a.name, b.name),
  from: (a, b) => byVersion(a.from, b.from) || byText(a.name, b.name),
  to: (a, b) => byVersion(a.to, b.to) || byText(a.name, b.name),
};

/** The rows a diff table shows: filtered by class and by name or changelog id, then sorted. */
export function diffView(rows: readonly PackageChange[], options: DiffViewOptions): PackageChange[] {
  const needle = options.search.trim().toLowerCase();
  const { idsOf } = options;
  const matches = (r: PackageChange) =>
    r.name.toLowerCase().includes(needle) || (idsOf?.(r)?.some((id) => id.toLowerCase().includes(needle)) ?? false);
  const shown = rows.filter((r) => options.kinds.has(r.kind) && (needle === '' || matches(r)));
  if (!options.sort) return shown;
  const compare = COMPARATORS[options.sort.column];
  const sign = options.sort.direction === 'asc' ? 1 : -1;
  return shown.sort((a, b) => sign * compare(a, b));
}
