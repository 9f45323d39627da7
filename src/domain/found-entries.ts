import type { IdenticalEntries } from './identical-entries';
import { Positions } from './positions';

/**
 * Room for the positions found between lists of `oldCount` and `newCount` entries, which
 * `find` fills (as `findIdenticalSorted`'s walk fills its own, on the page's path). Positions
 * go to typed arrays: 100,000 of them in plain arrays is garbage to collect.
 */
export function findEntries(
  oldCount: number,
  newCount: number,
  find: (matched: Positions, oldRest: Positions, newRest: Positions) => void,
): IdenticalEntries {
  const [matched, oldRest, newRest] = [new Positions(newCount), new Positions(oldCount), new Positions(newCount)];
  find(matched, oldRest, newRest);
  return { matched: matched.done(), oldRest: oldRest.done(), newRest: newRest.done() };
}
