import { readSeverity, type Severity } from '../../domain/advisories/severity';
import type { DiffColumn, SortDirection } from '../../domain/diff-view';
import { CHANGE_KINDS, type ChangeKind } from '../../domain/package-diff';

/** What a diff table shows, kept in the page's URL so that a view can be shared and reloaded. */
export interface DiffFilterState {
  /** Classes chosen; none chosen means every change (upgraded, downgraded, added, removed). */
  readonly kinds: ReadonlySet<ChangeKind>;
  readonly search: string;
  readonly sort?: { readonly column: DiffColumn; readonly direction: SortDirection };
  /** Only rows fixing a CVE rated this or worse (an advisory source rates them). */
  readonly severity?: Severity;
}

const COLUMNS: readonly DiffColumn[] = ['name', 'arch', 'change', 'from', 'to', 'fixes'];
export const EVERY_CHANGE: ReadonlySet<ChangeKind> = new Set(['upgraded', 'downgraded', 'added', 'removed']);

/** `worker.changes`, `worker.search`, `worker.sort`, `worker.severity`: one set of parameters per pool on the page. */
const keys = (id: string) => ({
  kinds: `${id}.changes`,
  search: `${id}.search`,
  sort: `${id}.sort`,
  severity: `${id}.severity`,
});

/** Reads a pool's diff filter from the URL's query; what it does not understand is ignored. */
export function readDiffFilter(query: string, id: string): DiffFilterState {
  const params = new URLSearchParams(query);
  const k = keys(id);
  const kinds = new Set(
    (params.get(k.kinds) ?? '')
      .split(',')
      .filter((kind): kind is ChangeKind => (CHANGE_KINDS as readonly string[]).includes(kind)),
  );
  const [column, direction] = (params.get(k.sort) ?? '').split('.');
  const sort =
    COLUMNS.includes(column as DiffColumn) && (direction === 'asc' || direction === 'desc')
      ? { column: column as DiffColumn, direction: direction as SortDirection }
      : undefined;
  const severity = readSeverity(params.get(k.severity) ?? undefined);
  return { kinds, search: params.get(k.search) ?? '', sort, ...(severity ? { severity } : {}) };
}

/** The URL's query with a pool's diff filter written in (defaults leave no parameter behind). */
export function writeDiffFilter(query: string, id: string, state: DiffFilterState): string {
  const params = new URLSearchParams(query);
  const k = keys(id);
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set(k.kinds, CHANGE_KINDS.filter((kind) => state.kinds.has(kind)).join(','));
  set(k.search, state.search);
  set(k.sort, state.sort ? `${state.sort.column}.${state.sort.direction}` : '');
  set(k.severity, state.severity?.toLowerCase() ?? '');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The classes a table shows for a choice: the chosen ones, or every change when none is chosen. */
export const shownKinds = (kinds: ReadonlySet<ChangeKind>): ReadonlySet<ChangeKind> =>
  kinds.size > 0 ? kinds : EVERY_CHANGE;
