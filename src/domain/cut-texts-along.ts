import { CUT_WORDS, cutWords, type Cuts } from './canonical-nevra';
import { cutOrParse, IN_ORDER, NotText, REPEATS } from './cut-texts';
import type { Package } from './nevra';

/**
 * A list read before, to read another along: canonical texts in order, none twice, and
 * their cuts. The two lists of an update share most of their texts.
 */
export interface CutBasis {
  readonly texts: readonly string[];
  readonly cuts: Cuts;
}

/** `matchOf`'s entry for a text that is not in the basis. */
export const UNMATCHED = -1;
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
