import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rpmVercmpCases } from '../test-support/fixtures';
import { rpmvercmp, rpmvercmpAt } from './rpmvercmp';

const cases = rpmVercmpCases();

describe('rpmvercmp against rpm 4.18 tests/rpmvercmp.at', () => {
  it('has the whole table', () => {
    expect(cases).toHaveLength(91);
  });

  it.each(cases)('$a vs $b is $expected, four ways', ({ a, b, expected }) => {
    expect(rpmvercmp(a, b)).toBe(expected);
    expect(rpmvercmp(b, a)).toBe(-expected || 0);
    expect(rpmvercmp(a, a)).toBe(0);
    expect(rpmvercmp(b, b)).toBe(0);
  });
});

describe('rpmvercmp edge cases beyond the table', () => {
  it.each([
    ['1.0', '1.0.0', -1],
    ['1.0~rc1', '1.0~', 1],
    ['1.0~', '1.0', -1],
    ['1.0^', '1.0~', 1],
    ['0001', '1', 0],
    ['123456789012345678901234567890', '123456789012345678901234567889', 1],
    ['99999999999999999999', '100000000000000000000', -1],
    ['1.é', '1.', 0],
    ['1é0', '1.0', 0],
    ['a', '1', -1],
    ['', '', 0],
    ['', 'a', -1],
    ['1.0', '1.0a', -1],
    ['fc40', 'fc39', 1],
    ['el9_4', 'el9', 1],
  ] as const)('%s vs %s is %i', (a, b, expected) => {
    expect(rpmvercmp(a, b)).toBe(expected);
    expect(rpmvercmp(b, a)).toBe(-expected || 0);
  });
});

const versionChar = fc.constantFrom(...'0123456789abcXYZ.~^_-+é'.split(''));
const version = fc.string({ unit: versionChar, maxLength: 12 });

describe('rpmvercmp properties', () => {
  it('is antisymmetric', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(rpmvercmp(a, b)).toBe(-rpmvercmp(b, a) || 0);
      }),
      { numRuns: 5000 },
    );
  });

  it('is transitive on random triples', () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        const [x, y, z] = [a, b, c].sort(rpmvercmp) as [string, string, string];
        expect(rpmvercmp(x, y)).toBeLessThanOrEqual(0);
        expect(rpmvercmp(y, z)).toBeLessThanOrEqual(0);
        expect(rpmvercmp(x, z)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 5000 },
    );
  });

  it('sorts consistently: every adjacent pair of a sorted list is in order', () => {
    fc.assert(
      fc.property(fc.array(version, { maxLength: 30 }), (list) => {
        const sorted = [...list].sort(rpmvercmp);
        for (let i = 1; i < sorted.length; i++) {
          for (let j = 0; j < i; j++)
            expect(rpmvercmp(sorted[j] as string, sorted[i] as string)).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('rpmvercmpAt', () => {
  it('compares parts of longer texts exactly as rpmvercmp compares them cut out', () => {
    const versions = cases.flatMap(({ a, b }) => [a, b]);
    fc.assert(
      fc.property(
        fc.constantFrom(...versions),
        fc.constantFrom(...versions),
        fc.string({ maxLength: 3 }),
        fc.string({ maxLength: 3 }),
        (a, b, around, other) => {
          const textA = `${around}${a}${other}`;
          const textB = `${other}${b}${around}`;
          const at = rpmvercmpAt(
            textA,
            around.length,
            around.length + a.length,
            textB,
            other.length,
            other.length + b.length,
          );
          expect(at).toBe(rpmvercmp(a, b));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
