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
  return { matched: matched.done(), oldRest: oldRest.done(), newRest: newRest.done() };
}
