import { Positions } from './positions';

/**
 * Entries of two package lists that are the same package on both sides, found by key
 * (canonical NEVRA) alone: no package needs to be made for them. Duplicate keys on one
 * side count once.
 */
export interface IdenticalEntries {
  /** Positions in the new list of the entries found on both sides, in list order. */
  readonly matched: Int32Array;
  /** Positions in the old list of entries not found in the new one (first of each key), in key order. */
  readonly oldRest: Int32Array;
  /** Positions in the new list of entries not found in the old one (first of each key), in key order. */
  readonly newRest: Int32Array;
}

function isSorted(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) if ((keys[i - 1] as string) > (keys[i] as string)) return false;
  return true;
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
  return { matched: matched.done(), oldRest: oldRest.done(), newRest: newRest.done() };
}

/** The position of the first key after `from` that differs from the key at `from`. */
function nextKey(keys: readonly string[], from: number): number {
  const key = keys[from];
  let i = from + 1;
  while (i < keys.length && keys[i] === key) i++;
  return i;
}

/** Lists in any order (`rpm -qa`): a hash of the old keys instead. */
function matchUnsorted(oldKeys: readonly string[], newKeys: readonly string[]): IdenticalEntries {
  // Filled from the end so that the first of duplicate keys wins, in one operation a key.
  const firstOld = new Map<string, number>();
  for (let i = oldKeys.length - 1; i >= 0; i--) firstOld.set(oldKeys[i] as string, i);
  const oldSeen = new Uint8Array(oldKeys.length);
  const firstNew = new Map<string, number>();
  const matched = new Positions(newKeys.length);
  for (let j = 0; j < newKeys.length; j++) {
    const key = newKeys[j] as string;
    const i = firstOld.get(key);
    if (i === undefined) {
      if (!firstNew.has(key)) firstNew.set(key, j);
    } else if (oldSeen[i] === 0) {
      oldSeen[i] = 1;
      matched.push(j);
    }
  }
  const oldRest = new Map<string, number>();
  for (const [key, i] of firstOld) if (oldSeen[i] === 0) oldRest.set(key, i);
  return { matched: matched.done(), oldRest: inKeyOrder(oldRest), newRest: inKeyOrder(firstNew) };
}

/** The positions of unique keys, in key order (a native sort of the keys). */
function inKeyOrder(positions: ReadonlyMap<string, number>): Int32Array {
  const keys = [...positions.keys()].sort();
  return Int32Array.from(keys, (key) => positions.get(key) as number);
}

export function findIdenticalEntries(oldKeys: readonly string[], newKeys: readonly string[]): IdenticalEntries {
  return isSorted(oldKeys) && isSorted(newKeys) ? mergeSorted(oldKeys, newKeys) : matchUnsorted(oldKeys, newKeys);
}
