import type { ChangeTable } from './change-table';
import { classifyPair, classifyRun, compareArches } from './classify-rest';
import { importanceRank } from './important-packages';
import { nameHashes } from './name-hashes';
import { keyAt, nameAt, type NamedEntries, type PackageList } from './package-list';
import { NameIndex } from './text-index';

/**
 * One side's entries to classify, in list order, grouped by name through an index of the
 * names: each entry knows the first of its name and the next one after it. Names and
 * arches are read where they stand in the keys.
 */
class NameGroups {
  readonly entries: NamedEntries;
  readonly hashes: Uint32Array;
  /** For each entry, the first entry of its name. */
  readonly first: Int32Array;
  /** For each entry, the next entry of its name, or -1. */
  private readonly next: Int32Array;
  private readonly index: NameIndex;

  constructor(
    list: PackageList,
    readonly positions: Int32Array,
  ) {
    this.entries = list.namedEntries(positions);
    const n = positions.length;
    this.hashes = pick(nameHashes(list), positions);
    this.index = new NameIndex(this.entries, this.hashes);
    this.first = new Int32Array(n);
    this.next = new Int32Array(n).fill(-1);
    this.linkNames();
  }

  /** Each entry's first of its name, and the next of it (a loop of its own: see `cutTexts`). */
  private linkNames(): void {
    const last = new Int32Array(this.positions.length);
    for (let k = 0; k < this.positions.length; k++) {
      const first = this.index.add(k) ? k : this.findNameOf(this, k);
      this.first[k] = first;
      if (first !== k) this.next[last[first] as number] = k;
      last[first] = k;
    }
  }

  get size(): number {
    return this.positions.length;
  }

  /** The first entry of this side named like entry `k` of `other`, or -1. */
  findNameOf(other: NameGroups, k: number): number {
    const { entries } = other;
    return this.index.positionOfRange(keyAt(entries, k), entries.nameEnds[k] as number, other.hashes[k] as number);
  }

  /** Whether the group that starts at `k` (-1: none) has exactly one entry. */
  isSingle(k: number): boolean {
    return k >= 0 && this.next[k] === -1;
  }

  /** The list positions of the group that starts at `k` (-1: none). */
  positionsOf(k: number): Int32Array {
    const ats: number[] = [];
    for (let m = k; m >= 0; m = this.next[m] as number) ats.push(this.positions[m] as number);
    return Int32Array.from(ats);
  }
}

/**
 * `classifyRest` for rests in list order (`rpm -qa`): both sides grouped by name through an
 * index, walked in the new list's order, then the old names left over. No rest is sorted (a
 * sort of 20,000 names costs more than the whole match); the change rows are put in name
 * order when they are made.
 */
export function classifyUnordered(
  table: ChangeTable,
  oldRest: Int32Array,
  newRest: Int32Array,
  hasMatchedEntries: (name: string) => boolean,
): void {
  const olds = new NameGroups(table.oldList, oldRest);
  const news = new NameGroups(table.newList, newRest);
  const sides: Sides = { table, olds, news, oldDone: new Uint8Array(olds.size), hasMatchedEntries };
  classifyNewNames(sides);
  classifyOldNamesLeft(sides);
}

/** What the walks of `classifyUnordered` work on. */
interface Sides {
  readonly table: ChangeTable;
  readonly olds: NameGroups;
  readonly news: NameGroups;
  /** Which old groups were classified with the new group of their name. */
  readonly oldDone: Uint8Array;
  readonly hasMatchedEntries: (name: string) => boolean;
}

// Each walk is a function of its own: a loop after another would start with no type
// feedback and be dropped at every call (see `cutTexts`).

/** The groups of every new name, with the old group of that name if any (marked done). */
function classifyNewNames(sides: Sides): void {
  const { olds, news, oldDone } = sides;
  for (let j = 0; j < news.size; j++) {
    if (news.first[j] !== j) continue;
    const i = olds.findNameOf(news, j);
    if (i >= 0) oldDone[i] = 1;
    classifyGroup(sides, i, j);
  }
}

/** The old names the new list no longer has. */
function classifyOldNamesLeft(sides: Sides): void {
  const { olds, oldDone } = sides;
  for (let i = 0; i < olds.size; i++) if (olds.first[i] === i && oldDone[i] === 0) classifyGroup(sides, i, -1);
}

/** `values` at `positions`. */
function pick(values: Uint32Array, positions: Int32Array): Uint32Array {
  const picked = new Uint32Array(positions.length);
  for (let k = 0; k < positions.length; k++) picked[k] = values[positions[k] as number] as number;
  return picked;
}

/** The entries of one name: the group at `i` of the old side and at `j` of the new (-1: none). */
function classifyGroup({ table, olds, news, hasMatchedEntries }: Sides, i: number, j: number): void {
  const side = j >= 0 ? news : olds;
  const k = j >= 0 ? j : i;
  const rank = importanceRank(keyAt(side.entries, k), side.entries.nameEnds[k]);
  if (olds.isSingle(i) && news.isSingle(j) && compareArches(olds.entries, i, news.entries, j) === 0) {
    classifyPair(table, rank, olds.positions[i] as number, news.positions[j] as number);
  } else if (olds.isSingle(i) && j < 0) table.add('removed', olds.positions[i], undefined, rank, true);
  else if (i < 0 && news.isSingle(j)) table.add('added', undefined, news.positions[j], rank, true);
  else classifyRun(table, olds.positionsOf(i), news.positionsOf(j), hasMatchedEntries(nameAt(side.entries, k)));
}
