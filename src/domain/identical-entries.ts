import { Positions } from './positions';
import type { PackageList } from './package-list';

/**
 * Entries of two package lists that are the same package on both sides, found by key
 * (canonical NEVRA) alone: no package needs to be made for them. Duplicate keys on one
 * side count once.
 */
export interface IdenticalEntries {
  /** Positions in the new list of the entries found on both sides, in list order. */
  readonly matched: Int32Array;
  /** Positions in the old list of entries not found in the new one (first of each key). */
  readonly oldRest: Int32Array;
  /** Positions in the new list of entries not found in the old one (first of each key). */
  readonly newRest: Int32Array;
}

/**
 * Both lists sorted by key, as manifests almost always are (lockfiles, rpm-ostree's package
 * lists): one merge walk, comparing strings only.
 */
function mergeSorted(olds: KeyedList, news: KeyedList): IdenticalEntries {
  const [oldKeys, newKeys] = [olds.keys(), news.keys()];
  // Positions go to typed arrays: 100,000 of them in plain arrays is garbage to collect.
  const matched = new Positions(newKeys.length);
  const oldRest = new Positions(oldKeys.length);
  const newRest = new Positions(newKeys.length);
  walkSorted(oldKeys, newKeys, olds.keysRepeatInARow(), news.keysRepeatInARow(), matched, oldRest, newRest);
  return { matched: matched.done(), oldRest: oldRest.done(), newRest: newRest.done() };
}

/**
 * The merge walk of `mergeSorted`, in a function of its own that returns nothing (see
 * `cutTexts`: code after a hot loop is dropped at every call). Each key's next differs
 * unless its list `repeats`: then no second comparison a key.
 */
function walkSorted(
  oldKeys: readonly string[],
  newKeys: readonly string[],
  oldRepeats: boolean,
  newRepeats: boolean,
  matched: Positions,
  oldRest: Positions,
  newRest: Positions,
): void {
  let i = 0;
  let j = 0;
  // One loop to the end of both lists: a loop after it would start with no type feedback.
  while (i < oldKeys.length || j < newKeys.length) {
    const a = oldKeys[i];
    const b = newKeys[j];
    // Most keys are on both sides: equality first settles them in one comparison.
    if (a === b) {
      matched.push(j);
      i = nextKey(oldKeys, i, oldRepeats);
      j = nextKey(newKeys, j, newRepeats);
    } else if (b === undefined || (a !== undefined && a < b)) {
      oldRest.push(i);
      i = nextKey(oldKeys, i, oldRepeats);
    } else {
      newRest.push(j);
      j = nextKey(newKeys, j, newRepeats);
    }
  }
}

/**
 * The position of the first key after `from` that differs from the key at `from`: the next
 * one, unless the list `repeats`.
 */
function nextKey(keys: readonly string[], from: number, repeats: boolean): number {
  if (!repeats) return from + 1;
  const key = keys[from];
  let i = from + 1;
  while (i < keys.length && keys[i] === key) i++;
  return i;
}

/** What is matched: a package list's keys, whether they are in order, whether one repeats. */
export type KeyedList = Pick<PackageList, 'keys' | 'keysAreSorted' | 'keysRepeatInARow'>;

/** Both lists in key order, as manifests almost always are: one merge walk. */
export const findIdenticalSorted = (olds: KeyedList, news: KeyedList): IdenticalEntries => mergeSorted(olds, news);
