import { CUT_WORDS, cutWords, newCuts, type Cuts } from './canonical-nevra';
import { cutOrParse, IN_ORDER, NotText, REPEATS } from './cut-texts';
import { identicalFromMatches, UNMATCHED } from './identical-from-matches';
import type { Package } from './nevra';
import type { IdenticalEntries } from './identical-entries';
import { PackageList, type CutBasis, type NevraReader } from './package-list';

/**
 * What a list read along another notes: where each entry was found there (see
 * `cutTextsAlong`). Kept on the list itself: in a `WeakMap` keyed by the lists, the
 * collections of a 100,000-package diff cost more than the reading along saved.
 */
class Matches {
  constructor(
    readonly basis: PackageList,
    readonly matchOf: Int32Array,
  ) {}
}

/**
 * A reader of NEVRA lists that reads them along `basis`, the other side of a diff, as the
 * command line does: texts found there are checked by one comparison, and a diff of the two
 * lists uses what was found (`identicalAlong`). A list that shares little with the basis
 * is read as `PackageList.fromNevras` reads it. The page reads its release infos one by one
 * and never loads this.
 */
export const readAlong =
  (basis: PackageList): NevraReader =>
  (texts, invalid) => {
    const known = basis.canonicalTexts();
    if (!known || !sharesMostTexts(texts, known.texts)) return PackageList.fromNevras(texts, invalid);
    const [cuts, parsed, matchOf] = [newCuts(texts.length), new Map<number, Package>(), new Int32Array(texts.length)];
    const order = cutTextsAlong(texts, cuts, parsed, invalid, known, matchOf);
    // Matches stand for a merge walk only between lists in order with no key twice.
    const inOrder = (order & IN_ORDER) !== 0 && (order & REPEATS) === 0 && parsed.size === 0;
    return PackageList.ofCutTexts(texts, cuts, parsed, order, inOrder ? new Matches(basis, matchOf) : undefined);
  };

/**
 * For a list read along `basis` (both in key order, no key twice): the position in `basis`
 * of each entry found there, else `UNMATCHED`. Undefined otherwise.
 */
export function matchesIn(list: PackageList, basis: PackageList): Int32Array | undefined {
  const { note } = list;
  return note instanceof Matches && note.basis === basis ? note.matchOf : undefined;
}

/** For lists `news` was read along `olds`: the entries on both sides, as a walk of both finds them. */
export function identicalAlong(olds: PackageList, news: PackageList): IdenticalEntries | undefined {
  const matchOf = matchesIn(news, olds);
  return matchOf && identicalFromMatches(matchOf, olds.length);
}

/** How many texts from the start `sharesMostTexts` looks for in the basis. */
const PROBE = 256;

/**
 * Whether most of the first texts of a list are in `known` (in key order): whether the list
 * is the other side of an update, worth reading along it. Walking an unrelated basis (other
 * arches, say) made reading 100,000 texts 40 % slower.
 */
export function sharesMostTexts(texts: readonly unknown[], known: readonly string[]): boolean {
  const probed = Math.min(texts.length, PROBE);
  let found = 0;
  let k = 0;
  for (let i = 0; i < probed; i++) {
    const text = texts[i];
    if (typeof text !== 'string') continue;
    while (k < known.length && (known[k] as string) < text) k++;
    if (known[k] === text) found++;
  }
  return probed > 0 && found * 2 >= probed;
}

/**
 * `cutTexts` for a list read along `basis`. A text equal to one of the basis's is checked
 * by that one comparison: its cuts are copied, and its position in the basis goes to
 * `matchOf` (else `UNMATCHED`), so that a diff of the two lists need not match them again.
 * Any other text is checked as `cutTexts` does. The basis is walked once, as in a merge:
 * when this list is not in order, some shared texts are missed, which costs only time.
 *
 * A scan of a text for its parts costs three times a comparison of two equal texts; most
 * texts of an update are unchanged. A loop of its own, as `cutTexts` (see there).
 */
export function cutTextsAlong(
  texts: readonly unknown[],
  cuts: Cuts,
  parsed: Map<number, Package>,
  invalid: (index: number, error: unknown) => never,
  basis: CutBasis,
  matchOf: Int32Array,
): number {
  const { texts: known, cuts: knownCuts } = basis;
  const [words, knownWords] = [cutWords(cuts), cutWords(knownCuts)];
  let k = 0;
  let sorted = true;
  let repeats = false;
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    if (typeof text !== 'string') invalid(i, new NotText(text));
    // Most often the next text of the basis: one comparison. Else past those before it.
    let found = known[k] === text;
    if (!found) {
      while (k < known.length && (known[k] as string) < text) k++;
      found = known[k] === text;
    }
    if (found) {
      const [to, from] = [i * CUT_WORDS, k * CUT_WORDS];
      words[to] = knownWords[from] as number;
      words[to + 1] = knownWords[from + 1] as number;
      // In order with the text before it, with no comparison: that one was found in the
      // basis before `k`, or was not, and then the basis's text at `k` was after it.
      matchOf[i] = k++;
      continue;
    }
    matchOf[i] = UNMATCHED;
    if (i > 0 && sorted && !((texts[i - 1] as string) < text)) {
      if (texts[i - 1] === text) repeats = true;
      else sorted = false;
    }
    cutOrParse(text, i, cuts, parsed, invalid);
  }
  return (sorted ? IN_ORDER : 0) | (repeats ? REPEATS : 0);
}
