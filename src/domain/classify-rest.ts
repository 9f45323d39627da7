import type { ChangeTable } from './change-table';
import { classifyName } from './diff-rules';
import type { Package } from './nevra';
import type { PackageList } from './package-list';

/** One side's entries to classify, sorted by name and arch, named without making packages. */
interface Side {
  readonly positions: Int32Array;
  readonly names: readonly string[];
  readonly arches: readonly string[];
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function isSortedByNameArch(names: readonly string[], arches: readonly string[]): boolean {
  for (let k = 1; k < names.length; k++) {
    const a = names[k - 1] as string;
    const b = names[k] as string;
    if (a > b || (a === b && (arches[k - 1] as string) > (arches[k] as string))) return false;
  }
  return true;
}

function sideOf(list: PackageList, positions: Int32Array): Side {
  const { names, arches } = list.namesAndArches(positions);
  if (isSortedByNameArch(names, arches)) return { positions, names, arches };
  // Entries come in key (NEVRA text) order, which is name order but for names such as "a+b"
  // next to "a" ("+" sorts before "-"): then sort them.
  const order = Array.from(names, (_, k) => k).sort(
    (x, y) =>
      compareText(names[x] as string, names[y] as string) || compareText(arches[x] as string, arches[y] as string),
  );
  return {
    positions: Int32Array.from(order, (k) => positions[k] as number),
    names: order.map((k) => names[k] as string),
    arches: order.map((k) => arches[k] as string),
  };
}

/** The end of the run of entries named like entry `from`. */
function runEnd(names: readonly string[], from: number): number {
  let k = from + 1;
  while (k < names.length && names[k] === names[from]) k++;
  return k;
}

/**
 * Classifies, name by name, the entries of both lists that were not matched by text.
 * `hasMatchedEntries(name)` says whether the name also has entries that were matched: its
 * packages are then more than these, which changes the one-package-each-side rule.
 */
export function classifyRest(
  table: ChangeTable,
  oldRest: Int32Array,
  newRest: Int32Array,
  hasMatchedEntries: (name: string) => boolean,
): void {
  const olds = sideOf(table.oldList, oldRest);
  const news = sideOf(table.newList, newRest);
  let i = 0;
  let j = 0;
  while (i < olds.names.length || j < news.names.length) {
    const oldName = olds.names[i];
    const newName = news.names[j];
    const order = oldName === undefined ? 1 : newName === undefined ? -1 : compareText(oldName, newName as string);
    const iEnd = order <= 0 ? runEnd(olds.names, i) : i;
    const jEnd = order >= 0 ? runEnd(news.names, j) : j;
    const name = (order <= 0 ? oldName : newName) as string;
    if (iEnd - i === 1 && jEnd - j === 1 && olds.arches[i] === news.arches[j]) {
      classifyPair(table, name, olds.positions[i] as number, news.positions[j] as number);
    } else if (iEnd - i === 1 && jEnd === j) table.add('removed', olds.positions[i], undefined, name, true);
    else if (iEnd === i && jEnd - j === 1) table.add('added', undefined, news.positions[j], name, true);
    else
      classifyRun(table, olds.positions.subarray(i, iEnd), news.positions.subarray(j, jEnd), hasMatchedEntries(name));
    i = iEnd;
    j = jEnd;
  }
}

/**
 * One package of a name a side, of the same arch: the common case, which needs no package
 * objects.
 */
export function classifyPair(table: ChangeTable, name: string, oldAt: number, newAt: number): void {
  const order = table.newList.compareEvrAt(newAt, table.oldList, oldAt);
  const kind = order > 0 ? 'upgraded' : order < 0 ? 'downgraded' : 'unchanged';
  table.add(kind, oldAt, newAt, name, true);
}

/** Several packages of one name (or one each side on other arches): by the full rules. */
export function classifyRun(table: ChangeTable, oldAts: Int32Array, newAts: Int32Array, hasMatched: boolean): void {
  const oldAt = new Map<Package, number>();
  const newAt = new Map<Package, number>();
  const packagesAt = (list: PackageList, ats: Int32Array, where: Map<Package, number>) =>
    Array.from(ats, (at) => {
      const pkg = list.at(at);
      where.set(pkg, at);
      return pkg;
    });
  classifyName(
    packagesAt(table.oldList, oldAts, oldAt),
    packagesAt(table.newList, newAts, newAt),
    (kind, o, n) => {
      const pkg = (n ?? o) as Package;
      table.add(kind, o && oldAt.get(o), n && newAt.get(n), pkg.name, !o || !n || o.arch === n.arch);
    },
    !hasMatched,
  );
}
