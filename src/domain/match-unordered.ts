import { findEntries } from './found-entries';
import type { IdenticalEntries, KeyedList } from './identical-entries';
import { Positions } from './positions';
import { TextIndex } from './text-index';

/**
 * Lists in any order (`rpm -qa`): both indexed by text. The rest stays in list order; the
 * classification groups it by name without sorting it (a sort of 20,000 texts costs more
 * than the whole match).
 */
/** A list to match in any order: its keys and a hash of each entry's name (`nameHashes`). */
export type HashedList = KeyedList & { readonly nameHashes: () => Uint32Array };

export function matchUnsorted(oldList: HashedList, newList: HashedList): IdenticalEntries {
  const [oldKeys, newKeys] = [oldList.keys(), newList.keys()];
  const [oldHashes, newHashes] = [oldList.nameHashes(), newList.nameHashes()];
  const olds = TextIndex.of(oldKeys, oldHashes);
  // Only the new entries not found in the old list are indexed, to drop their duplicates.
  const newOnly = new TextIndex(newKeys, newHashes);
  const oldSeen = new Uint8Array(oldKeys.length);
  return findEntries(oldKeys.length, newKeys.length, (matched, oldRest, newRest) => {
    findNewKeys(olds, newOnly, newKeys, newHashes, oldSeen, matched, newRest);
    findOldRest(olds, oldKeys, oldHashes, oldSeen, oldRest);
  });
}

// The two walks below are functions of their own that return nothing: code after a hot
// loop would be dropped at every call (see `cutTexts`).

/** Each new key found among the old ones (`matched`, marked in `oldSeen`) or not (`newRest`). */
function findNewKeys(
  olds: TextIndex,
  newOnly: TextIndex,
  newKeys: readonly string[],
  newHashes: Uint32Array,
  oldSeen: Uint8Array,
  matched: Positions,
  newRest: Positions,
): void {
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
}

/** The old keys not seen among the new ones, the first of each text. */
function findOldRest(
  olds: TextIndex,
  oldKeys: readonly string[],
  oldHashes: Uint32Array,
  oldSeen: Uint8Array,
  oldRest: Positions,
): void {
  for (let i = 0; i < oldKeys.length; i++) {
    // Not seen, and the first of its text (a duplicate's lookup finds the first).
    if (oldSeen[i] === 0 && olds.positionOf(oldKeys[i] as string, oldHashes[i] as number) === i) oldRest.push(i);
  }
}
