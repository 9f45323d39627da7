import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRanges, sameRanges } from './text-range';

const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** Texts with shared beginnings, non-ASCII and surrogate pairs: where orders could differ. */
const text = fc
  .array(fc.constantFrom('a', 'b', '-', '+', '.', 'é', '𝄞', 'Z', '0'), { maxLength: 8 })
  .map((p) => p.join(''));

describe('compareRanges and sameRanges', () => {
  it('order and compare parts of texts exactly as the strings cut out of them', () => {
    fc.assert(
      fc.property(text, text, text, text, (preA, a, preB, b) => {
        const [x, y] = [`${preA}${a}!`, `${preB}${b}?`];
        const [xs, ys] = [preA.length, preB.length];
        const [xe, ye] = [xs + a.length, ys + b.length];
        expect(compareRanges(x, xs, xe, y, ys, ye)).toBe(order(a, b));
        expect(sameRanges(x, xs, xe, y, ys, ye)).toBe(a === b);
      }),
    );
  });

  it('tell a name from a longer one that starts with it', () => {
    expect(compareRanges('kernel-6', 0, 6, 'kernel-core-6', 0, 11)).toBe(-1);
    expect(sameRanges('kernel-6', 0, 6, 'kernel-core-6', 0, 6)).toBe(true);
    expect(sameRanges('kernel-6', 0, 6, 'kernel-core-6', 0, 11)).toBe(false);
  });
});
