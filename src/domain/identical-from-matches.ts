import { findEntries } from './found-entries';
import type { IdenticalEntries } from './identical-entries';
import type { Positions } from './positions';

/** `matchOf`'s entry for a text of a list read along another that is not in the other. */
export const UNMATCHED = -1;

/**
 * What `findIdenticalSorted` finds, from the matches noted when the new list was read along
 * the old one (`PackageList.identicalIn`): `matchOf[j]` is new entry `j`'s position in the old
 * list, or `UNMATCHED`. Both lists are in key order with no key twice, so matches rise.
 */
export function identicalFromMatches(matchOf: Int32Array, oldCount: number): IdenticalEntries {
  return findEntries(oldCount, matchOf.length, (matched, oldRest, newRest) =>
    collectMatches(matchOf, oldCount, matched, oldRest, newRest),
  );
}

/** The loop of `identicalFromMatches`, in a function that returns nothing (see `walkSorted`). */
function collectMatches(
  matchOf: Int32Array,
  oldCount: number,
  matched: Positions,
  oldRest: Positions,
  newRest: Positions,
): void {
  let nextOld = 0;
  for (let j = 0; j < matchOf.length; j++) {
    const at = matchOf[j] as number;
    if (at === UNMATCHED) {
      newRest.push(j);
      continue;
    }
    while (nextOld < at) oldRest.push(nextOld++);
    nextOld = at + 1;
    matched.push(j);
  }
  while (nextOld < oldCount) oldRest.push(nextOld++);
}
