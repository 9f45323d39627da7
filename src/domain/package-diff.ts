import { ChangeTable } from './change-table';
import { classifyRest } from './classify-rest';
import { findIdenticalSorted, type IdenticalEntries } from './identical-entries';
import { isImportant } from './important-packages';
import type { Package } from './nevra';
import type { ChangeKind, PackageChange } from './package-change';
import { nameAt, PackageList } from './package-list';

export { CHANGE_KINDS, type ChangeKind, type PackageChange } from './package-change';

export interface PackageDiff {
  /** Changed packages, important ones first (in DESIGN's order), then by name and arch. */
  readonly changes: readonly PackageChange[];
  /**
   * Unchanged packages (new side), in the new manifest's order. Kept as a package list, not
   * rows: they are most of a diff and rarely read, so rows are made only when asked
   * (`unchangedRows`).
   */
  readonly unchanged: PackageList;
  readonly counts: Readonly<Record<ChangeKind, number>>;
}

/** A computed diff; its rows are made the first time they are read. */
class ClassifiedDiff implements PackageDiff {
  private rows: readonly PackageChange[] | undefined;
  readonly counts: Readonly<Record<ChangeKind, number>>;

  constructor(
    private readonly table: ChangeTable,
    readonly unchanged: PackageList,
  ) {
    this.counts = table.counts;
  }

  get changes(): readonly PackageChange[] {
    this.rows ??= this.table.rows();
    return this.rows;
  }
}

/**
 * How lists not in key order are matched and their rest classified (see `any-order.ts`),
 * and how lists in key order read along each other are (`identicalAlong`): the command
 * line's ways, which the page loads only for lists in no order.
 */
export interface UnorderedLists {
  readonly match: (olds: PackageList, news: PackageList) => IdenticalEntries;
  readonly classify: typeof classifyRest;
  readonly identicalAlong?: (olds: PackageList, news: PackageList) => IdenticalEntries | undefined;
}

/** Whether both lists are in key order: else `diffPackages` needs `UnorderedLists`. */
export const inKeyOrder = (olds: PackageList, news: PackageList): boolean =>
  olds.keysAreSorted() && news.keysAreSorted();

const asList = (packages: PackageList | readonly Package[]): PackageList =>
  packages instanceof PackageList ? packages : PackageList.of(packages);

/**
 * The RPM diff between two OS images (DESIGN section 3). Most packages of an update are
 * the same on both sides: those are found by their canonical NEVRA text alone, and only the
 * rest is classified, name by name (`classifyName` has the rules).
 */
export function diffPackages(
  oldPackages: PackageList | readonly Package[],
  newPackages: PackageList | readonly Package[],
  unordered?: UnorderedLists,
): PackageDiff {
  const [olds, news] = [asList(oldPackages), asList(newPackages)];
  const sorted = inKeyOrder(olds, news);
  if (!sorted && !unordered) throw new Error('package lists not in key order: diff them with diffInAnyOrder');
  // Lists in key order: matched while the new one was read along the old one, or walked now.
  const identical = sorted
    ? (unordered?.identicalAlong?.(olds, news) ?? findIdenticalSorted(olds, news))
    : (unordered as UnorderedLists).match(olds, news);
  const capacity = identical.oldRest.length + identical.newRest.length;
  // Sorted lists leave their rests in key order; the others' rests stay in list order.
  const table = new ChangeTable(olds, news, capacity, sorted);

  let matchedNames: Set<string> | undefined;
  const hasMatchedEntries = (name: string): boolean => {
    // Only asked for names with several packages, or one each side on other arches: rare.
    if (!matchedNames) {
      const entries = news.namedEntries(identical.matched);
      matchedNames = new Set(Array.from(entries.positions, (_, k) => nameAt(entries, k)));
    }
    return matchedNames.has(name);
  };
  const classify = sorted ? classifyRest : (unordered as UnorderedLists).classify;
  classify(table, identical.oldRest, identical.newRest, hasMatchedEntries);
  table.addUnchanged(identical.matched.length);

  let unchanged = identical.matched;
  if (table.unchanged.length > 0) {
    // Same package, other spelling (`0:` epoch): back to its place in the new list.
    unchanged = Int32Array.from([...identical.matched, ...table.unchanged]).sort();
  }
  return new ClassifiedDiff(table, news.subset(unchanged));
}

/** Rows for the unchanged packages, made when a view or export asks for them. */
export function unchangedRows(diff: PackageDiff): PackageChange[] {
  return Array.from(diff.unchanged, (p) => ({
    kind: 'unchanged',
    name: p.name,
    arch: p.arch,
    from: p,
    to: p,
    important: isImportant(p.name),
  }));
}

/** Every row: changed ones in importance order, then the unchanged ones. */
export const allRows = (diff: PackageDiff): PackageChange[] => [...diff.changes, ...unchangedRows(diff)];
