import type { Evr } from './evr';
import { archAfter, type Package } from './nevra';
import { rpmvercmpAt, type Order } from './rpmvercmp';
import { sameRanges } from './text-range';

/**
 * A NEVRA in canonical form: `name-[E:]V-R.A` exactly as `formatNevra` writes it back from
 * what `parseNevra` reads (nothing around it, an epoch only when it is not 0 and has no
 * leading zeros, no `:` in name or version). Such a text is its own key, and its parts are
 * found where they stand; any other text goes to `parseNevra`.
 *
 * Where the parts are is recorded once, when a list is read ("cuts", `CUT_WIDTH` numbers an
 * entry), so nothing searches a text twice: a manifest of 100,000 packages is read in the
 * browser, and each pass over its texts costs about a third of its `JSON.parse`.
 */
export const CUT_WIDTH = 4;
/** Cuts are 16-bit (half the memory of 32); a longer text is read by `parseNevra`. */
export type Cuts = Uint16Array;
export const newCuts = (entries: number): Cuts => new Uint16Array(entries * CUT_WIDTH);
/**
 * The same cuts as 32-bit words, `CUT_WORDS` an entry: an entry's cuts are copied in two
 * moves, not four (half the time of reading a list along another went to the copies).
 */
export const CUT_WORDS = 2;
export const cutWords = (cuts: Cuts): Uint32Array => new Uint32Array(cuts.buffer, cuts.byteOffset, cuts.length / 2);
const MAX_LENGTH = 0xffff;
const NAME_END = 0; // the `-` after the name
const EPOCH_COLON = 1; // 0 when there is no epoch (a canonical name is never empty)
const RELEASE_DASH = 2;
const ARCH_DOT = 3;

const DOT = 0x2e;
const DASH = 0x2d;
const ZERO = 0x30;
const NINE = 0x39;
const SPACE = 0x20;

/** The position of the last `code` before `from` (at or after 1), or 0. */
function lastBefore(text: string, code: number, from: number): number {
  // A loop over char codes: String#lastIndexOf is a runtime call, three times slower here.
  let i = from - 1;
  while (i > 0 && text.charCodeAt(i) !== code) i--;
  return i;
}

/**
 * Whether `text` is canonical; when it is, writes where its parts are to `cuts[at…]`. The
 * checks are `parseNevra`'s, from the right: arch after the last `.`, release after the `-`
 * before it, version after the `-` before that, an epoch when a `:` ends its first part.
 */
export function cutCanonical(text: string, cuts: Cuts, at: number): boolean {
  const last = text.length - 1;
  // parseNevra trims outer white space; a text that has some is not its own key.
  if (last < 0 || last >= MAX_LENGTH || text.charCodeAt(0) <= SPACE || text.charCodeAt(last) <= SPACE) return false;
  const dot = lastBefore(text, DOT, last + 1);
  if (dot === 0 || dot === last) return false;
  const dashR = lastBefore(text, DASH, dot);
  if (dashR === 0 || dashR === dot - 1) return false;
  const dashV = lastBefore(text, DASH, dashR);
  if (dashV === 0) return false;
  let colon = text.indexOf(':');
  if (colon >= 0) {
    // In the name (or yum's `E:N-V-R.A`): parseNevra's business. In release or arch: no epoch.
    if (colon < dashV) return false;
    if (colon < dashR) {
      if (!isCanonicalEpoch(text, dashV + 1, colon) || colon === dashR - 1) return false;
      const next = text.indexOf(':', colon + 1);
      if (next >= 0 && next < dashR) return false; // a ":" in the version
    } else colon = 0;
  } else colon = 0;
  if (colon === 0 && dashV === dashR - 1) return false; // empty version
  cuts[at + NAME_END] = dashV;
  cuts[at + EPOCH_COLON] = colon;
  cuts[at + RELEASE_DASH] = dashR;
  cuts[at + ARCH_DOT] = dot;
  return true;
}

/** Digits without a leading zero (so neither `0` nor `007`, which read back otherwise). */
function isCanonicalEpoch(text: string, start: number, end: number): boolean {
  if (end === start || text.charCodeAt(start) === ZERO) return false;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c < ZERO || c > NINE) return false;
  }
  return true;
}

const SCRATCH = newCuts(1);

/** Whether a text is its own key (its parts found where they stand). */
export const isCanonicalNevra = (text: string): boolean => cutCanonical(text, SCRATCH, 0);

const versionStart = (cuts: Cuts, at: number): number => {
  const colon = cuts[at + EPOCH_COLON] as number;
  return colon === 0 ? (cuts[at + NAME_END] as number) + 1 : colon + 1;
};

/** The EVR of a canonical text cut at `cuts[at…]`. */
export function evrOfCanonical(text: string, cuts: Cuts, at: number): Evr & { readonly release: string } {
  const colon = cuts[at + EPOCH_COLON] as number;
  const dashR = cuts[at + RELEASE_DASH] as number;
  return {
    epoch: colon === 0 ? '0' : text.slice((cuts[at + NAME_END] as number) + 1, colon),
    version: text.slice(versionStart(cuts, at), dashR),
    release: text.slice(dashR + 1, cuts[at + ARCH_DOT] as number),
  };
}

/** Where the name of a canonical text ends (its length). */
export const nameEndOfCanonical = (cuts: Cuts, at: number): number => cuts[at + NAME_END] as number;

/** Where the `.` before the arch of a canonical text is. */
export const archDotOfCanonical = (cuts: Cuts, at: number): number => cuts[at + ARCH_DOT] as number;

export const nameOfCanonical = (text: string, cuts: Cuts, at: number): string =>
  text.slice(0, nameEndOfCanonical(cuts, at));

export const archOfCanonical = (text: string, cuts: Cuts, at: number): string =>
  archAfter(text, cuts[at + ARCH_DOT] as number);

/** The package of a canonical text: as `parseNevra` reads it, without its checks. */
export function packageFromCanonical(text: string, cuts: Cuts, at: number): Package {
  const { epoch, version, release } = evrOfCanonical(text, cuts, at);
  return { name: nameOfCanonical(text, cuts, at), epoch, version, release, arch: archOfCanonical(text, cuts, at) };
}

/**
 * rpm's order of the EVRs of two canonical texts (as `compareEvr`), compared where they
 * stand: no part is copied.
 */
export function compareCanonicalEvr(a: string, cutsA: Cuts, atA: number, b: string, cutsB: Cuts, atB: number): Order {
  const colonA = cutsA[atA + EPOCH_COLON] as number;
  const colonB = cutsB[atB + EPOCH_COLON] as number;
  // A canonical epoch is absent (0) or a number without leading zeros, never 0.
  if ((colonA === 0) !== (colonB === 0)) return colonA === 0 ? -1 : 1;
  if (colonA !== 0) {
    const startA = (cutsA[atA + NAME_END] as number) + 1;
    const byEpoch = rpmvercmpAt(a, startA, colonA, b, (cutsB[atB + NAME_END] as number) + 1, colonB);
    if (byEpoch !== 0) return byEpoch;
  }
  const dashA = cutsA[atA + RELEASE_DASH] as number;
  const dashB = cutsB[atB + RELEASE_DASH] as number;
  const [versionA, versionB] = [versionStart(cutsA, atA), versionStart(cutsB, atB)];
  // Most updated packages are rebuilds, same version: equal text is equal order, and cheaper.
  if (!sameRanges(a, versionA, dashA, b, versionB, dashB)) {
    const byVersion = rpmvercmpAt(a, versionA, dashA, b, versionB, dashB);
    if (byVersion !== 0) return byVersion;
  }
  return rpmvercmpAt(a, dashA + 1, cutsA[atA + ARCH_DOT] as number, b, dashB + 1, cutsB[atB + ARCH_DOT] as number);
}
