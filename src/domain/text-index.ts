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
 * The first position of each text of a list, found by text: an open-addressing table in
 * typed arrays. A `Map` of 100,000 strings costs several times their `JSON.parse` (each
 * string hashed whole, the table grown step by step); this is sized once.
 */
export class TextIndex {
  private readonly slots: Int32Array;
  private readonly mask: number;

  /** `hashes[i]`: a hash of `texts[i]` (equal texts, equal hashes). Empty until `add`. */
  constructor(
    private readonly texts: readonly string[],
    private readonly hashes: Uint32Array,
  ) {
    let size = 1;
    while (size < texts.length * 2) size <<= 1;
    this.mask = size - 1;
    this.slots = new Int32Array(size); // position + 1; 0 is empty
  }

  /** An index of every text of the list. */
  static of(texts: readonly string[], hashes: Uint32Array): TextIndex {
    const index = new TextIndex(texts, hashes);
    for (let i = 0; i < texts.length; i++) index.add(i);
    return index;
  }

  /** Adds the text at position `i`; false when an earlier position holds it already. */
  add(i: number): boolean {
    const slot = this.find(this.texts[i] as string, this.hashes[i] as number);
    if (this.slots[slot] !== 0) return false; // the first of duplicates stays
    this.slots[slot] = i + 1;
    return true;
  }

  /** The first position of `text` (hashed `hash`) in this index, or -1. */
  positionOf(text: string, hash: number): number {
    return (this.slots[this.find(text, hash)] as number) - 1;
  }

  /** The slot that holds `text`, or the empty one where it would go. */
  private find(text: string, hash: number): number {
    let slot = hash & this.mask;
    for (;;) {
      const at = (this.slots[slot] as number) - 1;
      if (at < 0 || (this.hashes[at] === hash && this.texts[at] === text)) return slot;
      slot = (slot + 1) & this.mask;
    }
  }
}
