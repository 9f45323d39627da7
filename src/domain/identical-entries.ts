import { Positions } from './positions';
import type { PackageList } from './package-list';
import { TextIndex } from './text-index';

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
  /** Whether both rests are in key order (else in list order). */
  readonly restInKeyOrder: boolean;
}

/**
 * Both lists sorted by key, as manifests almost always are (lockfiles, rpm-ostree's package
 * lists): one merge walk, comparing strings only.
 */
function mergeSorted(oldKeys: readonly string[], newKeys: readonly string[]): IdenticalEntries {
  // Positions go to typed arrays: 100,000 of them in plain arrays is garbage to collect.
  const matched = new Positions(newKeys.length);
  const oldRest = new Positions(oldKeys.length);
  const newRest = new Positions(newKeys.length);
  let i = 0;
  let j = 0;
  while (i < oldKeys.length || j < newKeys.length) {
    const a = oldKeys[i];
    const b = newKeys[j];
    // Most keys are on both sides: test equality first, it settles them in one compare.
    const same = a === b;
    const inOld = same || (a !== undefined && (b === undefined || a < b));
    const inNew = same || (b !== undefined && (a === undefined || b < a));
    if (same) matched.push(j);
    else if (inOld) oldRest.push(i);
    else newRest.push(j);
    if (inOld) i = nextKey(oldKeys, i);
    if (inNew) j = nextKey(newKeys, j);
  }
  return { matched: matched.done(), oldRest: oldRest.done(), newRest: newRest.done(), restInKeyOrder: true };
}

/** The position of the first key after `from` that differs from the key at `from`. */
function nextKey(keys: readonly string[], from: number): number {
  const key = keys[from];
  let i = from + 1;
  while (i < keys.length && keys[i] === key) i++;
  return i;
}

/**
 * Lists in any order (`rpm -qa`): both indexed by text. The rest stays in list order; the
 * classification groups it by name without sorting it (a sort of 20,000 texts costs more
 * than the whole match).
 */
function matchUnsorted(oldList: KeyedList, newList: KeyedList): IdenticalEntries {
  const [oldKeys, newKeys] = [oldList.keys(), newList.keys()];
  const [oldHashes, newHashes] = [oldList.nameHashes(), newList.nameHashes()];
  const olds = TextIndex.of(oldKeys, oldHashes);
  // Only the new entries not found in the old list are indexed, to drop their duplicates.
  const newOnly = new TextIndex(newKeys, newHashes);
  const oldSeen = new Uint8Array(oldKeys.length);
  const matched = new Positions(newKeys.length);
  const newRest = new Positions(newKeys.length);
  for (let j = 0; j < newKeys.length; j++) {
    const i = olds.positionOf(newKeys[j] as string, newHashes[j] as number);
    if (i < 0) {
      if (newOnly.add(j)) newRest.push(j);
    } else if (oldSeen[i] === 0) {
      // A later duplicate of a new entry finds its old entry seen: it counts once.
      oldSeen[i] = 1;
      matched.push(j);
    }
  }
  const oldRest = new Positions(oldKeys.length);
  for (let i = 0; i < oldKeys.length; i++) {
    // Not seen, and the first of its text (a duplicate's lookup finds the first).
    if (oldSeen[i] === 0 && olds.positionOf(oldKeys[i] as string, oldHashes[i] as number) === i) oldRest.push(i);
  }
  return { matched: matched.done(), oldRest: oldRest.done(), newRest: newRest.done(), restInKeyOrder: false };
}

/** What is matched: a package list's keys, whether they are in order, hashes of their names. */
export type KeyedList = Pick<PackageList, 'keys' | 'keysAreSorted' | 'nameHashes'>;

export function findIdenticalEntries(olds: KeyedList, news: KeyedList): IdenticalEntries {
  return olds.keysAreSorted() && news.keysAreSorted()
    ? mergeSorted(olds.keys(), news.keys())
    : matchUnsorted(olds, news);
}
