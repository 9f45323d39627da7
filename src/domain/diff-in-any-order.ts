import { ANY_ORDER } from './any-order';
import { identicalAlong } from './cut-texts-along';
import type { Package } from './nevra';
import { diffPackages, type PackageDiff, type UnorderedLists } from './package-diff';
import type { PackageList } from './package-list';

/**
 * The command line's ways: lists in any order, and a new list read along the old one
 * (`readAlong`) matched from what its reading found. A module of its own so that the page,
 * which loads `ANY_ORDER` only for lists in no order and never reads along, loads none of it.
 */
const COMMAND_LINE: UnorderedLists = { ...ANY_ORDER, identicalAlong };

/** `diffPackages` for lists in any order: what the CLI and the controller read. */
export const diffInAnyOrder = (
  oldPackages: PackageList | readonly Package[],
  newPackages: PackageList | readonly Package[],
): PackageDiff => diffPackages(oldPackages, newPackages, COMMAND_LINE);
