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
 * space, `:` (0x3a), and where said `-` (0x2d) or `.` (0x2e).
 */
const CANONICAL_NEVRA = /^[!-9;-~]+-(?:[1-9][0-9]*:)?[!-,.-9;-~]+-[!-,.-9;-~]+\.[!--/-9;-~]+$/;

export const isCanonicalNevra = (text: string): boolean => CANONICAL_NEVRA.test(text);

/** The package of a text that `isCanonicalNevra` accepts: as `parseNevra`, without its checks. */
export function packageFromCanonical(text: string): Package {
  const dot = text.lastIndexOf('.');
  const dashR = text.lastIndexOf('-', dot);
  const dashV = text.lastIndexOf('-', dashR - 1);
  const colon = text.indexOf(':', dashV);
  return {
    name: text.slice(0, dashV),
    epoch: colon < 0 ? '0' : text.slice(dashV + 1, colon),
    version: text.slice(colon < 0 ? dashV + 1 : colon + 1, dashR),
    release: text.slice(dashR + 1, dot),
    arch: archAfter(text, dot),
  };
}

/** Writes the name and arch of a canonical NEVRA text to `names[k]` and `arches[k]`. */
export function cutNameAndArch(text: string, names: string[], arches: string[], k: number): void {
  const dot = text.lastIndexOf('.');
  const dashR = text.lastIndexOf('-', dot);
  names[k] = text.slice(0, text.lastIndexOf('-', dashR - 1));
  arches[k] = archAfter(text, dot);
}

/** Scratch space for the cuts of the two texts being compared (calls do not nest). */
const CUTS_A = new Int32Array(4);
const CUTS_B = new Int32Array(4);

/** Name end, epoch colon (-1 when none), release dash and arch dot of a canonical text. */
function cut(text: string, cuts: Int32Array): Int32Array {
  const dot = text.lastIndexOf('.');
  const dashR = text.lastIndexOf('-', dot);
  const dashV = text.lastIndexOf('-', dashR - 1);
  cuts[0] = dashV;
  cuts[1] = text.indexOf(':', dashV);
  cuts[2] = dashR;
  cuts[3] = dot;
  return cuts;
}

/**
 * rpm's order of the EVRs of two canonical NEVRA texts (as `compareEvr`), compared where
 * they stand: no part is copied.
 */
export function compareCanonicalEvr(a: string, b: string): Order {
  const cutsA = cut(a, CUTS_A);
  const cutsB = cut(b, CUTS_B);
  const [dashVA, colonA, dashRA, dotA] = [
    cutsA[0] as number,
    cutsA[1] as number,
    cutsA[2] as number,
    cutsA[3] as number,
  ];
  const [dashVB, colonB, dashRB, dotB] = [
    cutsB[0] as number,
    cutsB[1] as number,
    cutsB[2] as number,
    cutsB[3] as number,
  ];
  // A canonical epoch is absent (0) or a number without leading zeros, never 0.
  if (colonA < 0 !== colonB < 0) return colonA < 0 ? -1 : 1;
  if (colonA >= 0) {
    const byEpoch = rpmvercmpAt(a, dashVA + 1, colonA, b, dashVB + 1, colonB);
    if (byEpoch !== 0) return byEpoch;
  }
  const versionA = colonA < 0 ? dashVA + 1 : colonA + 1;
  const versionB = colonB < 0 ? dashVB + 1 : colonB + 1;
  return rpmvercmpAt(a, versionA, dashRA, b, versionB, dashRB) || rpmvercmpAt(a, dashRA + 1, dotA, b, dashRB + 1, dotB);
}

/** The EVR of a canonical NEVRA text. */
export function evrOfCanonical(text: string): Evr & { readonly release: string } {
  const dot = text.lastIndexOf('.');
  const dashR = text.lastIndexOf('-', dot);
  const dashV = text.lastIndexOf('-', dashR - 1);
  const colon = text.indexOf(':', dashV);
  return {
    epoch: colon < 0 ? '0' : text.slice(dashV + 1, colon),
    version: text.slice(colon < 0 ? dashV + 1 : colon + 1, dashR),
    release: text.slice(dashR + 1, dot),
  };
}
