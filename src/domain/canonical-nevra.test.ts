import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rpmVercmpCases } from '../test-support/fixtures';
import { compareCanonicalEvr, cutCanonical, isCanonicalNevra, newCuts } from './canonical-nevra';
import { compareEvr } from './evr';
import { parseNevra } from './nevra';

describe('compareCanonicalEvr', () => {
  it('orders canonical NEVRA texts as compareEvr orders their parsed EVRs', () => {
    const versions = rpmVercmpCases()
      .flatMap(({ a, b }) => [a, b])
      .filter((v) => /^[!-,.-9;-~]+$/.test(v));
    const text = fc
      .tuple(fc.constantFrom('', '1:', '2:', '10:'), fc.constantFrom(...versions), fc.constantFrom(...versions))
      .map(([epoch, version, release]) => `pkg-${epoch}${version}-${release}.x86_64`)
      .filter(isCanonicalNevra);
    fc.assert(
      fc.property(text, text, (a, b) => {
        const [cutsA, cutsB] = [newCuts(1), newCuts(1)];
        expect(cutCanonical(a, cutsA, 0) && cutCanonical(b, cutsB, 0)).toBe(true);
        expect(compareCanonicalEvr(a, cutsA, 0, b, cutsB, 0)).toBe(compareEvr(parseNevra(a), parseNevra(b)));
      }),
      { numRuns: 3000 },
    );
  });
});
