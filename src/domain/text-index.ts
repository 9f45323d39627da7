import { keyAt, type NamedEntries } from './package-list';
import { sameRanges } from './text-range';

/**
 * FNV-1a of the characters `start` to `end` of a text. A NEVRA is hashed by its name: the
 * name tells packages apart, and reading every character of 100,000 NEVRAs costs about as
 * much as their `JSON.parse` (a name is under half of one). Texts of one name share the hash
 * and are told apart by comparing them, which is native.
 */
export function hashOfRange(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let k = start; k < end; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return h >>> 0;
}

/**
 * The first position of each text (or name) of a list, found by its hash and a comparison:
 * an open-addressing table in typed arrays. A `Map` of 100,000 strings costs several times
 * their `JSON.parse` (each string hashed whole, the table grown step by step); this is
 * sized once. What "the same" is, is the subclass's (`holds`).
 */
abstract class SlotTable {
  private readonly slots: Int32Array;
  private readonly mask: number;

  /** `hashes[i]`: the hash of entry `i` (the same entries, the same hashes). Empty until `add`. */
  constructor(protected readonly hashes: Uint32Array) {
    let size = 1;
    while (size < hashes.length * 2) size <<= 1;
    this.mask = size - 1;
    this.slots = new Int32Array(size); // position + 1; 0 is empty
  }

  /** Whether entry `at` is `text[0, end)`. */
  protected abstract holds(at: number, text: string, end: number): boolean;

  /** The text of entry `i`, and where what is compared of it ends. */
  protected abstract textOf(i: number): string;
  protected abstract endOf(i: number): number;

  /** Adds entry `i`; false when an earlier entry is the same (the first one stays). */
  add(i: number): boolean {
    const slot = this.find(this.textOf(i), this.endOf(i), this.hashes[i] as number);
    if (this.slots[slot] !== 0) return false;
    this.slots[slot] = i + 1;
    return true;
  }

  /** The first entry that is `text[0, end)` (hashed `hash`), or -1. */
  positionOfRange(text: string, end: number, hash: number): number {
    return (this.slots[this.find(text, end, hash)] as number) - 1;
  }

  /** The slot that holds `text[0, end)`, or the empty one where it would go. */
  private find(text: string, end: number, hash: number): number {
    let slot = hash & this.mask;
    for (;;) {
      const at = (this.slots[slot] as number) - 1;
      if (at < 0 || (this.hashes[at] === hash && this.holds(at, text, end))) return slot;
      slot = (slot + 1) & this.mask;
    }
  }
}

/** The first position of each text of a list (keys, compared whole and natively). */
export class TextIndex extends SlotTable {
  constructor(
    private readonly texts: readonly string[],
    hashes: Uint32Array,
  ) {
    super(hashes);
  }

  /** An index of every text of the list. */
  static of(texts: readonly string[], hashes: Uint32Array): TextIndex {
    const index = new TextIndex(texts, hashes);
    for (let i = 0; i < texts.length; i++) index.add(i);
    return index;
  }

  /** The first position of `text` (hashed `hash`), or -1. */
  positionOf(text: string, hash: number): number {
    return this.positionOfRange(text, text.length, hash);
  }

  protected holds(at: number, text: string): boolean {
    return this.texts[at] === text;
  }

  protected textOf(i: number): string {
    return this.texts[i] as string;
  }

  protected endOf(i: number): number {
    return (this.texts[i] as string).length;
  }
}

/**
 * The first entry of each name of some named entries, names compared where they stand in
 * their keys: no name is cut out (25,000 names a side, as strings, were most of what a
 * diff of lists in no order left to collect).
 */
export class NameIndex extends SlotTable {
  constructor(
    private readonly entries: NamedEntries,
    hashes: Uint32Array,
  ) {
    super(hashes);
  }

  protected holds(at: number, text: string, end: number): boolean {
    return sameRanges(keyAt(this.entries, at), 0, this.entries.nameEnds[at] as number, text, 0, end);
  }

  protected textOf(i: number): string {
    return keyAt(this.entries, i);
  }

  protected endOf(i: number): number {
    return this.entries.nameEnds[i] as number;
  }
}
