import { severityRank, type Severity } from './advisories/severity';
import { compareEvr } from './evr';
import type { ChangeKind, PackageChange } from './package-diff';

export type DiffColumn = 'name' | 'arch' | 'change' | 'from' | 'to' | 'fixes';

/** What a row's new changelog entries fix: how many CVEs, and the worst rating among them. */
export interface RowFixes {
  readonly count: number;
  readonly worst?: Severity;
}
export type SortDirection = 'asc' | 'desc';

export interface DiffViewOptions {
  readonly kinds: ReadonlySet<ChangeKind>;
  /** Case-insensitive substring of the package name, or of a CVE or bug id its changelog names. */
  readonly search: string;
  /** The CVE and bug ids of a row's new changelog entries, when known. */
  readonly idsOf?: (row: PackageChange) => readonly string[] | undefined;
  /** The CVEs a row fixes, when the changelogs are published (and rated, with an advisory source). */
  readonly fixesOf?: (row: PackageChange) => RowFixes | undefined;
  /** Only rows that fix a CVE rated this or worse. */
  readonly severity?: Severity;
  /** Undefined keeps the diff's own order: important packages first. */
  readonly sort?: { readonly column: DiffColumn; readonly direction: SortDirection };
}

const KIND_ORDER: Record<ChangeKind, number> = { downgraded: 0, upgraded: 1, added: 2, removed: 3, unchanged: 4 };

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Versions sort in rpm's order; a missing side sorts first. */
const byVersion = (a: PackageChange['from'], b: PackageChange['from']): number =>
  a === undefined || b === undefined ? (a === b ? 0 : a === undefined ? -1 : 1) : compareEvr(a, b);

/** Fixes sort by how serious (an unrated fix above none), then by how many: ascending puts the least first. */
const bySeriousness = (fixesOf: DiffViewOptions['fixesOf']) => (a: PackageChange, b: PackageChange) => {
  const [fa, fb] = [fixesOf?.(a), fixesOf?.(b)];
  const weight = (f: RowFixes | undefined) => (f && f.count > 0 ? 5 - severityRank(f.worst) : 0);
  return weight(fa) - weight(fb) || (fa?.count ?? 0) - (fb?.count ?? 0) || byText(a.name, b.name);
};

const COMPARATORS: Record<Exclude<DiffColumn, 'fixes'>, (a: PackageChange, b: PackageChange) => number> = {
  name: (a, b) => byText(a.name, b.name) || byText(a.arch, b.arch),
  arch: (a, b) => byText(a.arch, b.arch) || byText(a.name, b.name),
  change: (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || byText(a.name, b.name),
  from: (a, b) => byVersion(a.from, b.from) || byText(a.name, b.name),
  to: (a, b) => byVersion(a.to, b.to) || byText(a.name, b.name),
};

/**
 * The rows a diff table shows: filtered by class, by name or changelog id, and by the rating
 * of what they fix, then sorted.
 */
export function diffView(rows: readonly PackageChange[], options: DiffViewOptions): PackageChange[] {
  const needle = options.search.trim().toLowerCase();
  const { idsOf, fixesOf, severity } = options;
  const matches = (r: PackageChange) =>
    r.name.toLowerCase().includes(needle) || (idsOf?.(r)?.some((id) => id.toLowerCase().includes(needle)) ?? false);
  const serious = (r: PackageChange) => {
    const worst = fixesOf?.(r)?.worst;
    return worst !== undefined && severity !== undefined && severityRank(worst) <= severityRank(severity);
  };
  const shown = rows.filter(
    (r) => options.kinds.has(r.kind) && (needle === '' || matches(r)) && (severity === undefined || serious(r)),
  );
  if (!options.sort) return shown;
  const column = options.sort.column;
  const compare = column === 'fixes' ? bySeriousness(fixesOf) : COMPARATORS[column];
  const sign = options.sort.direction === 'asc' ? 1 : -1;
  return shown.sort((a, b) => sign * compare(a, b));
}
