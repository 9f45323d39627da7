/**
 * Parts of texts compared where they stand. The rest of a 100,000-package diff is tens of
 * thousands of names and arches; cutting each out of its NEVRA to compare it cost more than
 * classifying them (a string a part, then collected).
 */

/** The order of `a[aStart, aEnd)` and `b[bStart, bEnd)`, as `<` orders strings (UTF-16 units). */
export function compareRanges(
  a: string,
  aStart: number,
  aEnd: number,
  b: string,
  bStart: number,
  bEnd: number,
): number {
  const length = Math.min(aEnd - aStart, bEnd - bStart);
  for (let k = 0; k < length; k++) {
    const d = a.charCodeAt(aStart + k) - b.charCodeAt(bStart + k);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  const d = aEnd - aStart - (bEnd - bStart);
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}

/** Whether `a[aStart, aEnd)` and `b[bStart, bEnd)` are the same characters. */
export function sameRanges(a: string, aStart: number, aEnd: number, b: string, bStart: number, bEnd: number): boolean {
  if (aEnd - aStart !== bEnd - bStart) return false;
  for (let k = aEnd - aStart - 1; k >= 0; k--) {
    // From the end: names of one list share their beginnings ("python3-"), not their ends.
    if (a.charCodeAt(aStart + k) !== b.charCodeAt(bStart + k)) return false;
  }
  return true;
}
