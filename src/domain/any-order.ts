import { classifyUnordered } from './classify-unordered';
import { matchUnsorted, type HashedList } from './match-unordered';
import { nameHashes } from './name-hashes';
import type { UnorderedLists } from './package-diff';
import type { PackageList } from './package-list';

/**
 * How lists in no order (`rpm -qa`'s, an rpm database's) are diffed: matched by text and
 * grouped by name through hash tables. Apart from the sorted path because the page never
 * needs it (release infos are written sorted) and loads it only when a list is not.
 */
const hashed = (list: PackageList): HashedList => ({
  keys: () => list.keys(),
  keysAreSorted: () => list.keysAreSorted(),
  keysRepeatInARow: () => list.keysRepeatInARow(),
  nameHashes: () => nameHashes(list),
});

export const ANY_ORDER: UnorderedLists = {
  match: (olds, news) => matchUnsorted(hashed(olds), hashed(news)),
  classify: classifyUnordered,
};
