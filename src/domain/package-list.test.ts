import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCanonicalNevra } from './canonical-nevra';
import { formatNevra, parseNevra } from './nevra';
import { matchesIn, readAlong, sharesMostTexts } from './cut-texts-along';
import { UNMATCHED } from './identical-from-matches';
import { keyAt, nameAt, PackageList } from './package-list';

/** Texts built from the characters that matter to NEVRA parsing, valid or not. */
const nevraLike = fc
  .array(fc.constantFrom('a', 'B', '0', '1', '9', '-', '.', ':', '_', '+', '~', '^', ' ', 'é', 'x86_64', 'noarch'), {
    maxLength: 14,
  })
  .map((parts) => parts.join(''));

const part = fc
  .array(fc.constantFrom('a', 'Z', '0', '7', '.', '_', '+', '~', '^', '-', ':'), { minLength: 1, maxLength: 4 })
  .map((chars) => chars.join(''));
/** Mostly valid NEVRAs in every spelling: with and without epochs, `0:` and `007:`, yum's. */
const nevraShaped = fc
  .tuple(part, fc.constantFrom('', '0:', '1:', '007:', '12:'), part, part, fc.constantFrom('x86_64', 'noarch', 'i686'))
  .chain(([name, epoch, version, release, arch]) =>
    fc.constantFrom(`${name}-${epoch}${version}-${release}.${arch}`, `${epoch}${name}-${version}-${release}.${arch}`),
  );
const anyText = fc.oneof(nevraLike, nevraShaped);

const rethrow = (_index: number, error: unknown): never => {
  throw error;
};

const parsedOrError = (text: string) => {
  try {
    return parseNevra(text);
  } catch (error) {
    return (error as Error).message;
  }
};

describe('PackageList.fromNevras', () => {
  it('reads every text exactly as parseNevra does, canonical or not', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 8 }), (texts) => {
        const valid = texts.filter((t) => typeof parsedOrError(t) !== 'string');
        const list = PackageList.fromNevras(valid);
        expect(list.toArray()).toEqual(valid.map((t) => parseNevra(t)));
        expect(list.keys()).toEqual(valid.map((t) => formatNevra(parseNevra(t))));
        valid.forEach((t, i) => expect(list.compareEvrAt(i, list, i)).toBe(0));
      }),
      { numRuns: 3000 },
    );
  });

  it('takes as canonical only texts that parse and format back unchanged', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = parsedOrError(text);
        const roundTrips = typeof parsed !== 'string' && formatNevra(parsed) === text;
        if (isCanonicalNevra(text)) expect(roundTrips).toBe(true);
        // All of those are taken when printable ASCII with no ":" but the epoch's (a ":" in a
        // release is allowed, and rare enough to go the slow way).
        const colons = text.split(':').length - 1;
        if (roundTrips && /^[!-~]+$/.test(text) && colons === (parsed.epoch === '0' ? 0 : 1)) {
          expect(isCanonicalNevra(text)).toBe(true);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('reads a list along another exactly as alone, and notes where its texts are in the other', () => {
    const validText = anyText.filter((t) => typeof parsedOrError(t) !== 'string');
    const piece = fc.constantFrom('1', '2.0', '10', '1~rc1', '1.fc40', '2^git1');
    const canonical = fc
      .tuple(
        fc.constantFrom('a', 'b', 'a+b', 'c-d'),
        fc.constantFrom('', '1:'),
        piece,
        piece,
        fc.constantFrom('x86_64', 'i686'),
      )
      .map(([name, epoch, version, release, arch]) => `${name}-${epoch}${version}-${release}.${arch}`)
      .filter(isCanonicalNevra);
    // Lists that share most texts, as the two sides of an update do: picks of one pool.
    const sharing = fc
      .uniqueArray(canonical, { maxLength: 10 })
      .chain((pool) =>
        fc.tuple(
          fc.constant(pool),
          fc.subarray(pool, { minLength: Math.ceil(pool.length / 2) }),
          fc.array(fc.oneof({ arbitrary: canonical, weight: 3 }, { arbitrary: validText, weight: 1 }), {
            maxLength: 2,
          }),
        ),
      )
      .map(([a, b, extra]) => [a, [...b, ...extra]] as const);
    const unrelated = fc.tuple(fc.array(validText, { maxLength: 10 }), fc.array(validText, { maxLength: 10 }));
    fc.assert(
      fc.property(
        fc.oneof({ arbitrary: unrelated, weight: 1 }, { arbitrary: sharing, weight: 3 }),
        fc.boolean(),
        ([a, b], sorted) => {
          const [basisTexts, texts] = sorted ? [[...a].sort(), [...b].sort()] : [a, b];
          const basis = PackageList.fromNevras(basisTexts);
          const [alone, along] = [PackageList.fromNevras(texts), readAlong(basis)(texts, rethrow)];
          expect(along.toArray()).toEqual(alone.toArray());
          expect(along.keys()).toEqual(alone.keys());
          expect([along.keysAreSorted(), along.keysRepeatInARow()]).toEqual([
            alone.keysAreSorted(),
            alone.keysRepeatInARow(),
          ]);
          texts.forEach((_, i) => expect(along.compareEvrAt(i, alone, i)).toBe(0));
          expect(matchesIn(along, alone)).toBeUndefined();
          const matches = matchesIn(along, basis);
          if (matches) {
            // Both lists in key order, no key twice: every text that is in the basis is found.
            const expected = texts.map((t) => basisTexts.indexOf(t)).map((k) => (k < 0 ? UNMATCHED : k));
            expect(Array.from(matches)).toEqual(expected);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('reads along a list only one in key order with no key twice, sharing most texts', () => {
    const basisTexts = ['a-1-1.noarch', 'b-1-1.noarch', 'c-1-1.noarch'];
    const basis = PackageList.fromNevras(basisTexts);
    const texts = ['a-1-1.noarch', 'b-1-2.noarch', 'c-1-1.noarch'];
    expect(Array.from(matchesIn(readAlong(basis)(texts, rethrow), basis) ?? [])).toEqual([0, UNMATCHED, 2]);
    const unsorted = PackageList.fromNevras(['c-1-1.noarch', 'a-1-1.noarch']);
    expect(matchesIn(readAlong(unsorted)(texts, rethrow), unsorted)).toBeUndefined();
    const repeated = readAlong(basis)(['a-1-1.noarch', 'a-1-1.noarch', 'c-1-1.noarch'], rethrow);
    expect(matchesIn(repeated, basis)).toBeUndefined();
    expect(repeated.keysRepeatInARow()).toBe(true);
    // Another arch's list shares no text: read alone, nothing noted.
    const other = readAlong(basis)(['a-1-1.aarch64', 'b-1-1.aarch64'], rethrow);
    expect(matchesIn(other, basis)).toBeUndefined();
    expect(sharesMostTexts(texts, basisTexts)).toBe(true);
    expect(sharesMostTexts(['a-1-1.noarch', 'b-1-2.noarch', 'c-1-2.noarch'], basisTexts)).toBe(false);
    expect(sharesMostTexts([], basisTexts)).toBe(false);
  });

  it('reports the first invalid text with its position and parseNevra’s reason', () => {
    const seen: [number, string][] = [];
    expect(() =>
      PackageList.fromNevras(['bash-5.2-1.x86_64', 'bash-5.2.x86_64', 'nope'], (index, error) => {
        seen.push([index, (error as Error).message]);
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(seen).toEqual([
      [1, 'invalid NEVRA "bash-5.2.x86_64": no version (expected "<name>-<version>-<release>.<arch>")'],
    ]);
    // Read along a list that has the valid texts around it: the same reports.
    const basis = PackageList.fromNevras(['bash-5.2-1.x86_64', 'zsh-5.9-1.x86_64']);
    const along = (texts: unknown[]) => () => readAlong(basis)(texts, rethrow);
    expect(along(['bash-5.2-1.x86_64', 'bash-5.2.x86_64', 'zsh-5.9-1.x86_64'])).toThrow(
      'invalid NEVRA "bash-5.2.x86_64": no version',
    );
    expect(along(['bash-5.2-1.x86_64', 7, 'zsh-5.9-1.x86_64'])).toThrow('expected a NEVRA string, got number');
  });

  it('notes while reading whether the texts are in order and whether one follows its equal', () => {
    const facts = (...texts: string[]) => {
      const list = PackageList.fromNevras(texts);
      return [list.keysAreSorted(), list.keysRepeatInARow()];
    };
    expect(facts('a-1-1.noarch', 'b-1-1.noarch', 'c-1-1.noarch')).toEqual([true, false]);
    expect(facts('a-1-1.noarch', 'b-1-1.noarch', 'b-1-1.noarch')).toEqual([true, true]);
    expect(facts('b-1-1.noarch', 'a-1-1.noarch', 'a-1-1.noarch')).toEqual([false, true]);
    // Keys, not texts: "0:" is spelt out of the key, so these two are one package twice.
    expect(facts('a-0:1-1.noarch', 'a-1-1.noarch')).toEqual([true, true]);
  });

  it('names entries, and takes subsets, without losing which entry is which', () => {
    const list = PackageList.fromNevras(['a-1-1.noarch', 'b-0:2-1.x86_64', '1:c-3-1.aarch64', 'd-4-1.s390x']);
    const entries = list.namedEntries(Int32Array.of(3, 1, 2));
    expect([0, 1, 2].map((k) => [nameAt(entries, k), keyAt(entries, k).slice(entries.archStarts[k])])).toEqual([
      ['d', 's390x'],
      ['b', 'x86_64'],
      ['c', 'aarch64'],
    ]);
    const part = list.subset(Int32Array.of(2, 0)).subset(Int32Array.of(1));
    expect(part.toArray()).toEqual([parseNevra('a-1-1.noarch')]);
    expect([...list].map(formatNevra)).toEqual(['a-1-1.noarch', 'b-2-1.x86_64', 'c-1:3-1.aarch64', 'd-4-1.s390x']);
  });

  it('reads texts too long for their parts to be recorded, and compares them in rpm order', () => {
    const name = 'x'.repeat(70_000);
    const list = PackageList.fromNevras([`${name}-1.10-1.noarch`, 'bash-5.2-1.x86_64']);
    const other = PackageList.fromNevras([`${name}-1.9-1.noarch`]);
    expect(list.at(0)).toEqual({ name, epoch: '0', version: '1.10', release: '1', arch: 'noarch' });
    expect(list.compareEvrAt(0, other, 0)).toBe(1);
    expect(list.keys()[0]).toBe(`${name}-1.10-1.noarch`);
  });
});
