import {
  compareCanonicalEvr,
  CUT_WIDTH,
  newCuts,
  type Cuts,
  evrOfCanonical,
  archDotOfCanonical,
  nameEndOfCanonical,
  packageFromCanonical,
} from './canonical-nevra';
import { cutNamesAndArches, cutTexts, IN_ORDER, REPEATS } from './cut-texts';
import { compareEvr } from './evr';
import { formatNevra, type Package } from './nevra';
import type { Order } from './rpmvercmp';

function isSorted(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) if ((keys[i - 1] as string) > (keys[i] as string)) return false;
  return true;
}

function repeatsInARow(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) if (keys[i - 1] === keys[i]) return true;
  return false;
}

/**
 * Entries of a list by where their names and arches stand in their keys (canonical NEVRAs),
 * for comparing them in place: no name or arch is cut out, and no array of the keys is made
 * when the list's texts are its keys (an array of 20,000 strings cost more than the
 * comparisons).
 */
export interface NamedEntries {
  /** Positions in the list. */
  readonly positions: Int32Array;
  /** Entry `k`'s key is `texts[textAt[k]]`: its name is `[0, nameEnd)`, its arch `[archStart, end)`. */
  readonly texts: readonly string[];
  readonly textAt: Int32Array;
  readonly nameEnds: Int32Array;
  readonly archStarts: Int32Array;
}

/** The key of entry `k` of `entries`. */
/**
 * A list read before, to read another along: canonical texts in order, none twice, and
 * their cuts. The two lists of an update share most of their texts.
 */
export interface CutBasis {
  readonly texts: readonly string[];
  readonly cuts: Cuts;
}

/** How a list of NEVRA texts is read: `PackageList.fromNevras`, or along another list. */
export type NevraReader = (texts: readonly unknown[], invalid: (index: number, error: unknown) => never) => PackageList;

export const keyAt = (entries: NamedEntries, k: number): string => entries.texts[entries.textAt[k] as number] as string;

/** The name of entry `k` of `entries` (cut out of its key). */
export const nameAt = (entries: NamedEntries, k: number): string => keyAt(entries, k).slice(0, entries.nameEnds[k]);

const rethrow = (_index: number, error: unknown): never => {
  throw error;
};

/**
 * The packages of one manifest, checked once and in order. A list read from NEVRA texts
 * keeps the texts, and makes a `Package` of one only when it is asked for: release infos
 * of 100,000 packages are read in the browser, most of a diff is unchanged packages that
 * nobody opens, and an object a package is what costs there.
 *
 * Every entry has a key: its NEVRA in canonical form, so two entries are the same package
 * exactly when their keys are equal.
 */
export class PackageList implements Iterable<Package> {
  private cachedKeys: readonly string[] | undefined;
  private keysSorted: boolean | undefined;
  private keysRepeat: boolean | undefined;

  private constructor(
    readonly length: number,
    private readonly source: {
      readonly packages?: readonly Package[];
      readonly texts?: readonly string[];
      /** Where the parts of each canonical text are (`CUT_WIDTH` numbers a text). */
      readonly cuts?: Cuts;
      /** Whether the texts are in key order, as manifests almost always are. */
      readonly sorted?: boolean;
      /** Whether a text follows one equal to it. */
      readonly repeats?: boolean;
      /** Texts that are not canonical (`0:` epochs, yum's `E:N-V-R.A`): parsed at once. */
      readonly parsed?: ReadonlyMap<number, Package>;
      /** For a part of another list: which of its entries, in order. */
      readonly indices?: Int32Array;
      /** What its reader noted beside the texts (`readAlong`: where each was in the other list). */
      readonly note?: object;
    },
  ) {}

  static of(packages: readonly Package[]): PackageList {
    return new PackageList(packages.length, { packages });
  }

  /**
   * Reads NEVRA texts. The first that is not one goes to `invalid` with its position and
   * `parseNevra`'s error (`NotText` for an entry that is no string), which is thrown as it
   * is when no `invalid` is given.
   */
  static fromNevras(
    texts: readonly unknown[],
    invalid: (index: number, error: unknown) => never = rethrow,
  ): PackageList {
    // One pass: each pass over 100,000 texts costs about a third of their JSON.parse.
    const cuts = newCuts(texts.length);
    const parsed = new Map<number, Package>();
    return PackageList.ofCutTexts(texts, cuts, parsed, cutTexts(texts, cuts, parsed, invalid));
  }

  /**
   * A list of texts checked by `cutTexts` (or as it does: `cutTextsAlong`): their `cuts`, the
   * packages `parsed` of those not canonical, and its answer (`IN_ORDER | REPEATS`); `note`,
   * what the reader found beside (`readAlong`'s matches), is kept with the list.
   */
  static ofCutTexts(
    texts: readonly unknown[],
    cuts: Cuts,
    parsed: ReadonlyMap<number, Package>,
    order: number,
    note?: object,
  ): PackageList {
    const [sorted, canonical] = [(order & IN_ORDER) !== 0, parsed.size === 0];
    // Keys of parsed entries differ from their texts: their order is found when asked.
    return new PackageList(texts.length, {
      texts: texts as readonly string[],
      cuts,
      parsed: canonical ? undefined : parsed,
      sorted: canonical ? sorted : undefined,
      repeats: canonical && sorted ? (order & REPEATS) !== 0 : undefined, // not looked for once out of order
      note,
    });
  }

  /** What its reader noted beside its texts, if anything (see `ofCutTexts`). */
  get note(): object | undefined {
    return this.source.note;
  }

  /**
   * Its texts and their cuts, when its texts are its keys, in order, none twice: a list to
   * read another along (`readAlong`).
   */
  canonicalTexts(): CutBasis | undefined {
    const { source } = this;
    const { texts, cuts, parsed, indices, sorted, repeats } = source;
    // The source itself (it has the texts and cuts): this is on the page's first visit.
    return texts && cuts && !parsed && !indices && sorted && repeats === false ? (source as CutBasis) : undefined;
  }

  at(index: number): Package {
    const i = this.sourceIndex(index);
    const { packages, texts, cuts, parsed } = this.source;
    if (packages) return packages[i] as Package;
    return (
      parsed?.get(i) ?? packageFromCanonical((texts as readonly string[])[i] as string, cuts as Cuts, i * CUT_WIDTH)
    );
  }

  /** rpm's order of the EVR of entry `index` and that of entry `otherIndex` of `other`. */
  compareEvrAt(index: number, other: PackageList, otherIndex: number): Order {
    const i = this.sourceIndex(index);
    const j = other.sourceIndex(otherIndex);
    const a = this.canonicalText(i);
    const b = other.canonicalText(j);
    const [cutsA, cutsB] = [this.source.cuts as Cuts, other.source.cuts as Cuts];
    if (a !== undefined && b !== undefined)
      return compareCanonicalEvr(a, cutsA, i * CUT_WIDTH, b, cutsB, j * CUT_WIDTH);
    return compareEvr(
      a === undefined ? this.at(index) : evrOfCanonical(a, cutsA, i * CUT_WIDTH),
      b === undefined ? other.at(otherIndex) : evrOfCanonical(b, cutsB, j * CUT_WIDTH),
    );
  }

  /** The entries at `positions`, their names and arches found in their keys. */
  namedEntries(positions: Int32Array): NamedEntries {
    const n = positions.length;
    const nameEnds = new Int32Array(n);
    const archStarts = new Int32Array(n);
    const { texts, cuts, parsed, indices } = this.source;
    if (texts && cuts && !parsed && !indices) {
      // Every text canonical, as almost always: straight from the texts and their cuts.
      cutNamesAndArches(cuts, positions, nameEnds, archStarts);
      return { positions, texts, textAt: positions, nameEnds, archStarts };
    }
    const keys = new Array<string>(n);
    for (let k = 0; k < n; k++) {
      const index = positions[k] as number;
      const i = this.sourceIndex(index);
      const text = this.canonicalText(i);
      if (text !== undefined) {
        keys[k] = text;
        nameEnds[k] = nameEndOfCanonical(cuts as Cuts, i * CUT_WIDTH);
        archStarts[k] = archDotOfCanonical(cuts as Cuts, i * CUT_WIDTH) + 1;
      } else {
        const pkg = this.at(index);
        const key = formatNevra(pkg);
        keys[k] = key;
        nameEnds[k] = pkg.name.length;
        archStarts[k] = key.length - pkg.arch.length;
      }
    }
    return { positions, texts: keys, textAt: Int32Array.from(keys, (_, k) => k), nameEnds, archStarts };
  }

  /** Whether the keys are in order (then two lists are matched in one walk). */
  keysAreSorted(): boolean {
    this.keysSorted ??= this.source.indices ? isSorted(this.keys()) : (this.source.sorted ?? isSorted(this.keys()));
    return this.keysSorted;
  }

  /**
   * Whether a key follows one equal to it (for keys in order: whether any key is there
   * twice). A merge walk then need not look for repeats.
   */
  keysRepeatInARow(): boolean {
    this.keysRepeat ??= this.source.indices
      ? repeatsInARow(this.keys())
      : (this.source.repeats ?? repeatsInARow(this.keys()));
    return this.keysRepeat;
  }

  private sourceIndex(index: number): number {
    const { indices } = this.source;
    return indices ? (indices[index] as number) : index;
  }

  /** The canonical text at source position `i`, or undefined when its entry is a package. */
  private canonicalText(i: number): string | undefined {
    const { packages, texts, parsed } = this.source;
    if (packages || parsed?.has(i)) return undefined;
    return (texts as readonly string[])[i];
  }

  /** The entries at `indices` (positions in this list), as a list of their own. */
  subset(indices: Int32Array): PackageList {
    const { indices: mine } = this.source;
    const resolved = mine ? indices.map((i) => mine[i] as number) : indices;
    return new PackageList(indices.length, { ...this.source, indices: resolved, note: undefined });
  }

  /** Each entry's canonical NEVRA, in order; the texts themselves when they are canonical. */
  keys(): readonly string[] {
    this.cachedKeys ??= this.computeKeys();
    return this.cachedKeys;
  }

  private computeKeys(): readonly string[] {
    const { texts, parsed, indices } = this.source;
    if (texts && !indices) {
      if (!parsed) return texts;
      const keys = texts.slice();
      for (const [i, pkg] of parsed) keys[i] = formatNevra(pkg);
      return keys;
    }
    return Array.from(
      { length: this.length },
      (_, k) => this.canonicalText(this.sourceIndex(k)) ?? formatNevra(this.at(k)),
    );
  }

  toArray(): Package[] {
    return Array.from({ length: this.length }, (_, i) => this.at(i));
  }

  *[Symbol.iterator](): Iterator<Package> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }
}
