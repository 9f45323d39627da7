import { keyAt, type NamedEntries, type PackageList } from './package-list';
import { everyPosition } from './positions';
import { hashOfRange } from './text-index';

// Made once a list: the match and the classification of lists in no order both read them.
const cache = new WeakMap<PackageList, Uint32Array>();

/**
 * A hash of each entry's name (`hashOfRange`), for lists in no order: entries are found by
 * name, and two of one name told apart by their keys. Apart from `PackageList` because only
 * the any-order diff needs it, and that code loads only when a list is not in order.
 */
export function nameHashes(list: PackageList): Uint32Array {
  const known = cache.get(list);
  if (known) return known;
  const hashes = hashNames(list.namedEntries(everyPosition(list.length)));
  cache.set(list, hashes);
  return hashes;
}

/** The hash of each entry's name (a loop of its own: see `cutTexts`). */
function hashNames(entries: NamedEntries): Uint32Array {
  const hashes = new Uint32Array(entries.positions.length);
  for (let k = 0; k < hashes.length; k++) hashes[k] = hashOfRange(keyAt(entries, k), 0, entries.nameEnds[k] as number);
  return hashes;
}
