import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findIdenticalSorted } from './identical-entries';
import { identicalFromMatches, UNMATCHED } from './identical-from-matches';
import { matchUnsorted, type HashedList } from './match-unordered';
import { hashOfRange } from './text-index';

/** Keys that stand for packages, hashed whole (a test's keys are not NEVRAs). */
const keyed = (keys: readonly string[], sorted: boolean): HashedList => ({
  keys: () => keys,
  keysAreSorted: () => sorted,
  keysRepeatInARow: () => keys.some((key, i) => i > 0 && keys[i - 1] === key),
  nameHashes: () => Uint32Array.from(keys, (key) => hashOfRange(key, 0, key.length)),
});

const keysOf = (list: readonly string[], positions: Int32Array) => Array.from(positions, (i) => list[i]);

describe('findIdenticalSorted and matchUnsorted', () => {
  it('finds keys on both sides once, and the first of each other key per side', () => {
    const found = findIdenticalSorted(keyed(['a', 'b', 'b', 'c'], true), keyed(['b', 'b', 'd', 'd', 'e'], true));
    expect(Array.from(found.matched)).toEqual([0]);
    expect(Array.from(found.oldRest)).toEqual([0, 3]);
    expect(Array.from(found.newRest)).toEqual([2, 4]);
  });

  it('finds the same entries whether the lists are sorted or not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'a+b', 'a-1'), { maxLength: 12 }),
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'a+b', 'a-1'), { maxLength: 12 }),
        (olds, news) => {
          const sorted = [[...olds].sort(), [...news].sort()] as const;
          const inOrder = findIdenticalSorted(keyed(sorted[0], true), keyed(sorted[1], true));
          const unordered = matchUnsorted(keyed(olds, false), keyed(news, false));
          const set = (keys: (string | undefined)[]) => [...new Set(keys)].sort();
          expect(set(keysOf(sorted[1], inOrder.matched))).toEqual(set(keysOf(news, unordered.matched)));
          expect(set(keysOf(sorted[0], inOrder.oldRest))).toEqual(set(keysOf(olds, unordered.oldRest)));
          expect(set(keysOf(sorted[1], inOrder.newRest))).toEqual(set(keysOf(news, unordered.newRest)));
          // Every key is in exactly one place, once.
          const all = [
            ...keysOf(news, unordered.matched),
            ...keysOf(olds, unordered.oldRest),
            ...keysOf(news, unordered.newRest),
          ];
          expect(all.sort()).toEqual(set([...olds, ...news]));
          // New positions come in list order: the unchanged list keeps the manifest's order.
          expect(Array.from(unordered.matched)).toEqual(Array.from(unordered.matched).sort((x, y) => x - y));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('finds from the matches of a list read along the other what a walk of both finds', () => {
    const unique = (keys: string[]) => [...new Set(keys)].sort();
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'a+b', 'a-1'), { maxLength: 12 }),
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'a+b', 'a-1'), { maxLength: 12 }),
        (a, b) => {
          const [olds, news] = [unique(a), unique(b)];
          // What reading `news` along `olds` notes: each key's place there, or UNMATCHED.
          const matchOf = Int32Array.from(news, (key) => olds.indexOf(key)).map((k) => (k < 0 ? UNMATCHED : k));
          const walked = findIdenticalSorted(keyed(olds, true), keyed(news, true));
          const found = identicalFromMatches(matchOf, olds.length);
          expect([found.matched, found.oldRest, found.newRest].map((p) => Array.from(p))).toEqual(
            [walked.matched, walked.oldRest, walked.newRest].map((p) => Array.from(p)),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
