import { keyAt, type PackageList } from './package-list';
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
  const entries = list.namedEntries(Int32Array.from({ length: list.length }, (_, k) => k));
  const hashes = new Uint32Array(list.length);
  for (let k = 0; k < list.length; k++) hashes[k] = hashOfRange(keyAt(entries, k), 0, entries.nameEnds[k] as number);
  cache.set(list, hashes);
  return hashes;
}
