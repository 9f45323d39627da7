/**
 * rpm's version-segment comparison, ported from rpm 4.18 `rpmio/rpmvercmp.cc`.
 *
 * Returns 1 when `a` is newer, 0 when equal, -1 when `a` is older.
 *
 * The rules, in rpm's words and history:
 * - Characters that are not ASCII letters or digits (nor `~`, `^`) only separate segments;
 *   which separator it is does not matter (`1.0` equals `1_0`). Non-ASCII counts as one.
 * - `~` sorts before everything, even the end of the string (`1.0~rc1` < `1.0`).
 * - `^` sorts after the end of the string but before any other segment
 *   (`1.0` < `1.0^git1` < `1.0.1`).
 * - A numeric segment is newer than an alphabetic one; leading zeros are ignored and the
 *   longer digit run wins, so numbers of any length compare without overflow.
 * - When all segments compare equal, the string with characters left over wins.
 */
export type Order = -1 | 0 | 1;

const TILDE = 0x7e;
const CARET = 0x5e;
const ZERO = 0x30;

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isAlpha = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isSegmentChar = (c: number): boolean => isDigit(c) || isAlpha(c) || c === TILDE || c === CARET;

/** The end of the run of characters from `from` (before `end`) that satisfy `test`. */
const runEnd = (s: string, from: number, end: number, test: (c: number) => boolean): number => {
  let i = from;
  while (i < end && test(s.charCodeAt(i))) i++;
  return i;
};

const END = -1;
const charAt = (s: string, k: number, end: number): number => (k < end ? s.charCodeAt(k) : END);

/** First differing character of two runs, then the longer run wins; no copies are made. */
function compareRuns(a: string, i: number, endA: number, b: string, j: number, endB: number): Order {
  const lengthA = endA - i;
  const lengthB = endB - j;
  const n = Math.min(lengthA, lengthB);
  for (let k = 0; k < n; k++) {
    const d = a.charCodeAt(i + k) - b.charCodeAt(j + k);
    if (d !== 0) return d > 0 ? 1 : -1;
  }
  return lengthA === lengthB ? 0 : lengthA > lengthB ? 1 : -1;
}

/** Skips leading zeros of a digit run: `007` compares as `7`. */
function skipZeros(s: string, from: number, end: number): number {
  let k = from;
  while (k < end && s.charCodeAt(k) === ZERO) k++;
  return k;
}

/**
 * Numbers of any size, exactly: without leading zeros the longer digit run is the larger
 * number, and runs of one length compare digit by digit.
 */
function compareNumbers(a: string, i: number, endA: number, b: string, j: number, endB: number): Order {
  const startA = skipZeros(a, i, endA);
  const startB = skipZeros(b, j, endB);
  const lengthA = endA - startA;
  const lengthB = endB - startB;
  if (lengthA !== lengthB) return lengthA > lengthB ? 1 : -1;
  return compareRuns(a, startA, endA, b, startB, endB);
}

export const rpmvercmp = (a: string, b: string): Order => (a === b ? 0 : rpmvercmpAt(a, 0, a.length, b, 0, b.length));

/**
 * `rpmvercmp` of `a.slice(i, endA)` and `b.slice(j, endB)`, compared where they stand:
 * versions inside NEVRA texts need no copies.
 */
export function rpmvercmpAt(a: string, i: number, endA: number, b: string, j: number, endB: number): Order {
  while (i < endA || j < endB) {
    while (i < endA && !isSegmentChar(a.charCodeAt(i))) i++;
    while (j < endB && !isSegmentChar(b.charCodeAt(j))) j++;
    const ca = charAt(a, i, endA);
    const cb = charAt(b, j, endB);

    if (ca === TILDE || cb === TILDE) {
      if (ca !== TILDE) return 1;
      if (cb !== TILDE) return -1;
      i++;
      j++;
      continue;
    }

    if (ca === CARET || cb === CARET) {
      if (ca === END) return -1;
      if (cb === END) return 1;
      if (ca !== CARET) return 1;
      if (cb !== CARET) return -1;
      i++;
      j++;
      continue;
    }

    if (ca === END || cb === END) break;

    const numeric = isDigit(ca);
    const test = numeric ? isDigit : isAlpha;
    const segmentEndA = runEnd(a, i, endA, test);
    const segmentEndB = runEnd(b, j, endB, test);
    // b's segment is of the other kind (empty here): numbers beat letters.
    if (segmentEndB === j) return numeric ? 1 : -1;

    const order = numeric
      ? compareNumbers(a, i, segmentEndA, b, j, segmentEndB)
      : compareRuns(a, i, segmentEndA, b, j, segmentEndB);
    if (order !== 0) return order;
    i = segmentEndA;
    j = segmentEndB;
  }

  const restA = i < endA;
  const restB = j < endB;
  if (!restA && !restB) return 0;
  return restA ? 1 : -1;
}
