import type { ChangeTable } from './change-table';
import { classifyName } from './diff-rules';
import { importanceRank } from './important-packages';
import type { Package } from './nevra';
import { keyAt, nameAt, type NamedEntries, type PackageList } from './package-list';
import { compareRanges, sameRanges } from './text-range';

/** Entry `k` of `side`'s name: its key's `[0, nameEnds[k])`. */
const compareNames = (a: NamedEntries, i: number, b: NamedEntries, j: number): number =>
  compareRanges(keyAt(a, i), 0, a.nameEnds[i] as number, keyAt(b, j), 0, b.nameEnds[j] as number);

const sameName = (a: NamedEntries, i: number, b: NamedEntries, j: number): boolean =>
  sameRanges(keyAt(a, i), 0, a.nameEnds[i] as number, keyAt(b, j), 0, b.nameEnds[j] as number);

/** The order of the arches of entry `i` of `a` and entry `j` of `b`. */
export const compareArches = (a: NamedEntries, i: number, b: NamedEntries, j: number): number => {
  const [keyA, keyB] = [keyAt(a, i), keyAt(b, j)];
  return compareRanges(keyA, a.archStarts[i] as number, keyA.length, keyB, b.archStarts[j] as number, keyB.length);
};

const DASH = 0x2d;

/**
 * Whether entries in key order (canonical NEVRA text, as the rests of sorted lists are) are
 * also in name order; each name's run is classified as a whole, so its arches may come in
 * any order. Keys order two names as the names do where they differ within both; they
 * disagree only when a name comes before a shorter one it starts with (`a+b-1-1.x86_64`
 * before `a-1-1.x86_64`: the key compares `+` with the `-` after `a`). That needs a
 * character up to `-` where the shorter name ends, so most pairs are settled by their
 * lengths or one character.
 */
function isInNameOrder(side: NamedEntries): boolean {
  for (let k = 1; k < side.positions.length; k++) {
    const end = side.nameEnds[k] as number;
    const keyA = keyAt(side, k - 1);
    if (end >= (side.nameEnds[k - 1] as number) || keyA.charCodeAt(end) > DASH) continue;
    if (sameRanges(keyA, 0, end, keyAt(side, k), 0, end)) return false;
  }
  return true;
}

/** One side's entries to classify, in name order. */
function sideOf(list: PackageList, positions: Int32Array): NamedEntries {
  const side = list.namedEntries(positions);
  if (isInNameOrder(side)) return side;
  // Entries come in key (NEVRA text) order, which is name order but for names such as "a+b"
  // next to "a" ("+" sorts before "-"): then sort them.
  const order = Array.from(side.positions, (_, k) => k).sort((x, y) => compareNames(side, x, side, y) || x - y);
  const permuted = (values: Int32Array) => Int32Array.from(order, (k) => values[k] as number);
  return {
    positions: permuted(side.positions),
    texts: side.texts,
    textAt: permuted(side.textAt),
    nameEnds: permuted(side.nameEnds),
    archStarts: permuted(side.archStarts),
  };
}

/** The end of the run of entries named like entry `from`. */
function runEnd(side: NamedEntries, from: number): number {
  let k = from + 1;
  while (k < side.positions.length && sameName(side, k, side, from)) k++;
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
  const [oldCount, newCount] = [olds.positions.length, news.positions.length];
  let i = 0;
  let j = 0;
  while (i < oldCount || j < newCount) {
    const order = i === oldCount ? 1 : j === newCount ? -1 : compareNames(olds, i, news, j);
    const iEnd = order <= 0 ? runEnd(olds, i) : i;
    const jEnd = order >= 0 ? runEnd(news, j) : j;
    const side = order <= 0 ? olds : news;
    const k = order <= 0 ? i : j;
    const rank = importanceRank(keyAt(side, k), side.nameEnds[k]);
    if (iEnd - i === 1 && jEnd - j === 1 && compareArches(olds, i, news, j) === 0) {
      classifyPair(table, rank, olds.positions[i] as number, news.positions[j] as number);
    } else if (iEnd - i === 1 && jEnd === j) table.add('removed', olds.positions[i], undefined, rank, true);
    else if (iEnd === i && jEnd - j === 1) table.add('added', undefined, news.positions[j], rank, true);
    else {
      const matched = hasMatchedEntries(nameAt(side, k));
      classifyRun(table, olds.positions.subarray(i, iEnd), news.positions.subarray(j, jEnd), matched);
    }
    i = iEnd;
    j = jEnd;
  }
}

/**
 * One package of a name a side, of the same arch: the common case, which needs no package
 * objects. `rank`: the name's `importanceRank`.
 */
export function classifyPair(table: ChangeTable, rank: number, oldAt: number, newAt: number): void {
  const order = table.newList.compareEvrAt(newAt, table.oldList, oldAt);
  const kind = order > 0 ? 'upgraded' : order < 0 ? 'downgraded' : 'unchanged';
  table.add(kind, oldAt, newAt, rank, true);
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
      table.add(kind, o && oldAt.get(o), n && newAt.get(n), importanceRank(pkg.name), !o || !n || o.arch === n.arch);
    },
    !hasMatched,
  );
}
