import { classifyUnordered } from './classify-unordered';
import { matchUnsorted } from './match-unordered';
import type { Package } from './nevra';
import { diffPackages, type PackageDiff, type UnorderedLists } from './package-diff';
import type { PackageList } from './package-list';

/**
 * How lists in no order (`rpm -qa`'s, an rpm database's) are diffed: matched by text and
 * grouped by name through hash tables. Apart from the sorted path because the page never
 * needs it (release infos are written sorted) and loads it only when a list is not.
 */
export const ANY_ORDER: UnorderedLists = { match: matchUnsorted, classify: classifyUnordered };

/** `diffPackages` for lists in any order: what the CLI and the controller read. */
export const diffInAnyOrder = (
  oldPackages: PackageList | readonly Package[],
  newPackages: PackageList | readonly Package[],
): PackageDiff => diffPackages(oldPackages, newPackages, ANY_ORDER);
