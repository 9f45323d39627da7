import type { Evr } from './evr';
import { archAfter, type Package } from './nevra';
import { rpmvercmpAt, type Order } from './rpmvercmp';

/**
 * A NEVRA in canonical form: printable ASCII, `name-[E:]V-R.A` with nothing around it, an
 * epoch only when it is not 0 and has no leading zeros, no `:` but the epoch's. Exactly the
 * texts that `formatNevra` writes back unchanged. One native test a text, because it runs on
 * every entry of a 100,000-package manifest; any other text goes to `parseNevra`.
 *
 * Name (no `:`, may hold `-` and `.`), `-`, epoch, version (no `-`, `:`), `-`, release (no
 * `-`, `:`), `.`, arch (no `.`, `:`). Character classes are ASCII ranges that leave out
 * space, `:` (0x3a), and where said `-` (0x2d) or `.` (0x2e). The name is matched lazily:
 * only whether the text matches counts, and trying short names first backtracks less.
 */
const CANONICAL_NEVRA = /^[!-9;-~]+?-(?:[1-9][0-9]*:)?[!-,.-9;-~]+-[!-,.-9;-~]+\.[!--/-9;-~]+$/;

export const isCanonicalNevra = (text: string): boolean => CANONICAL_NEVRA.test(text);

/** Scratch space for where the parts of a text are (calls do not nest; two texts at most). */
const CUTS_A = new Int32Array(5);
const CUTS_B = new Int32Array(5);
const NAME_END = 0;
const EPOCH_COLON = 1; // -1 when there is no epoch
const VERSION_START = 2;
const RELEASE_DASH = 3;
const ARCH_DOT = 4;

/** Where the parts of a canonical text are, in `cuts` (its own checks were the regex's). */
function cut(text: string, cuts: Int32Array): Int32Array {
  const dot = text.lastIndexOf('.');
  const dashR = text.lastIndexOf('-', dot);
  const dashV = text.lastIndexOf('-', dashR - 1);
  const colon = text.indexOf(':', dashV);
  cuts[NAME_END] = dashV;
  cuts[EPOCH_COLON] = colon;
  cuts[VERSION_START] = colon < 0 ? dashV + 1 : colon + 1;
  cuts[RELEASE_DASH] = dashR;
  cuts[ARCH_DOT] = dot;
  return cuts;
}

const at = (cuts: Int32Array, part: number): number => cuts[part] as number;

function evrAt(text: string, cuts: Int32Array): Evr & { readonly release: string } {
  const colon = at(cuts, EPOCH_COLON);
  return {
    epoch: colon < 0 ? '0' : text.slice(at(cuts, NAME_END) + 1, colon),
    version: text.slice(at(cuts, VERSION_START), at(cuts, RELEASE_DASH)),
    release: text.slice(at(cuts, RELEASE_DASH) + 1, at(cuts, ARCH_DOT)),
  };
}

/** The package of a text that `isCanonicalNevra` accepts: as `parseNevra`, without its checks. */
export function packageFromCanonical(text: string): Package {
  const cuts = cut(text, CUTS_A);
  const { epoch, version, release } = evrAt(text, cuts);
  return {
    name: text.slice(0, at(cuts, NAME_END)),
    epoch,
    version,
    release,
    arch: archAfter(text, at(cuts, ARCH_DOT)),
  };
}

/** The EVR of a canonical NEVRA text. */
export const evrOfCanonical = (text: string): Evr & { readonly release: string } => evrAt(text, cut(text, CUTS_A));

/** Writes the name and arch of a canonical NEVRA text to `names[k]` and `arches[k]`. */
export function cutNameAndArch(text: string, names: string[], arches: string[], k: number): void {
  const cuts = cut(text, CUTS_A);
  names[k] = text.slice(0, at(cuts, NAME_END));
  arches[k] = archAfter(text, at(cuts, ARCH_DOT));
}

/**
 * rpm's order of the EVRs of two canonical NEVRA texts (as `compareEvr`), compared where
 * they stand: no part is copied.
 */
export function compareCanonicalEvr(a: string, b: string): Order {
  const cutsA = cut(a, CUTS_A);
  const cutsB = cut(b, CUTS_B);
  const colonA = at(cutsA, EPOCH_COLON);
  const colonB = at(cutsB, EPOCH_COLON);
  // A canonical epoch is absent (0) or a number without leading zeros, never 0.
  if (colonA < 0 !== colonB < 0) return colonA < 0 ? -1 : 1;
  if (colonA >= 0) {
    const byEpoch = rpmvercmpAt(a, at(cutsA, NAME_END) + 1, colonA, b, at(cutsB, NAME_END) + 1, colonB);
    if (byEpoch !== 0) return byEpoch;
  }
  const [dashA, dashB] = [at(cutsA, RELEASE_DASH), at(cutsB, RELEASE_DASH)];
  return (
    rpmvercmpAt(a, at(cutsA, VERSION_START), dashA, b, at(cutsB, VERSION_START), dashB) ||
    rpmvercmpAt(a, dashA + 1, at(cutsA, ARCH_DOT), b, dashB + 1, at(cutsB, ARCH_DOT))
  );
}
