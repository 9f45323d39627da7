import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Length } from './utf8-length';

describe('utf8Length', () => {
  it('is the length of the TextEncoder encoding, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      }),
      { numRuns: 5000 },
    );
  });

  it('counts ASCII, two-, three- and four-byte characters and lone surrogates', () => {
    expect(['abc', 'é', '€', '😀', '\ud800', 'a\udc00b'].map(utf8Length)).toEqual([3, 2, 3, 4, 3, 5]);
  });
});
