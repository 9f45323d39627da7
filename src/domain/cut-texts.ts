import { archDotOfCanonical, CUT_WIDTH, cutCanonical, nameEndOfCanonical, type Cuts } from './canonical-nevra';
import { parseNevra, type Package } from './nevra';

/** `cutTexts`' answer: the texts are in order (each after the one before, or equal to it). */
export const IN_ORDER = 1;
/** `cutTexts`' answer: a text equals the one before it (looked for while in order). */
export const REPEATS = 2;

/** An entry of a NEVRA list that is not a string. */
export class NotText extends Error {
  constructor(readonly value: unknown) {
    super(`expected a NEVRA string, got ${typeof value}`);
    this.name = 'NotText';
  }
}

/**
 * Checks every text of a NEVRA list in one pass: its parts go to `cuts` when it is
 * canonical, its package to `parsed` when not; the first that is no NEVRA goes to
 * `invalid`. Returns `IN_ORDER | REPEATS` bits.
 *
 * A loop of 100,000 texts is compiled while it runs (on-stack replacement), before the code
 * after it has ever run; V8 then drops that code at every call, at the first property that
 * code touches (measured: once a call). Here nothing follows the loop but a number.
 */
export function cutTexts(
  texts: readonly unknown[],
  cuts: Cuts,
  parsed: Map<number, Package>,
  invalid: (index: number, error: unknown) => never,
): number {
  let sorted = true;
  let repeats = false;
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    if (typeof text !== 'string') invalid(i, new NotText(text));
    if (i > 0 && sorted && !((texts[i - 1] as string) < text)) {
      // One comparison tells order; equal texts (rare) are told apart from a wrong order here.
      if (texts[i - 1] === text) repeats = true;
      else sorted = false;
    }
    cutOrParse(text, i, cuts, parsed, invalid);
  }
  return (sorted ? IN_ORDER : 0) | (repeats ? REPEATS : 0);
}

/**
 * Checks text `i` of a list: where its parts are goes to `cuts` when it is canonical, its
 * package to `parsed` when not; when it is no NEVRA, `invalid` is told.
 */
export function cutOrParse(
  text: string,
  i: number,
  cuts: Cuts,
  parsed: Map<number, Package>,
  invalid: (index: number, error: unknown) => never,
): void {
  if (cutCanonical(text, cuts, i * CUT_WIDTH)) return;
  try {
    parsed.set(i, parseNevra(text));
  } catch (error) {
    invalid(i, error);
  }
}

/**
 * Where the names end and the arches start of the canonical entries at `positions`, read
 * from their cuts (a loop of its own, as `cutTexts`).
 */
export function cutNamesAndArches(
  cuts: Cuts,
  positions: Int32Array,
  nameEnds: Int32Array,
  archStarts: Int32Array,
): void {
  for (let k = 0; k < positions.length; k++) {
    const at = (positions[k] as number) * CUT_WIDTH;
    nameEnds[k] = nameEndOfCanonical(cuts, at);
    archStarts[k] = archDotOfCanonical(cuts, at) + 1;
  }
}
