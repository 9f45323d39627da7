import {
  compareCanonicalEvr,
  cutNameAndArch,
  evrOfCanonical,
  isCanonicalNevra,
  packageFromCanonical,
} from './canonical-nevra';
import { compareEvr } from './evr';
import { formatNevra, parseNevra, type Package } from './nevra';
import type { Order } from './rpmvercmp';

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

  private constructor(
    readonly length: number,
    private readonly source: {
      readonly packages?: readonly Package[];
      readonly texts?: readonly string[];
      /** Texts that are not canonical (`0:` epochs, yum's `E:N-V-R.A`): parsed at once. */
      readonly parsed?: ReadonlyMap<number, Package>;
      /** For a part of another list: which of its entries, in order. */
      readonly indices?: Int32Array;
    },
  ) {}

  static of(packages: readonly Package[]): PackageList {
    return new PackageList(packages.length, { packages });
  }

  /**
   * Reads NEVRA texts. The first that is not one goes to `invalid` with its position and
   * `parseNevra`'s error, which is thrown as it is when no `invalid` is given.
   */
  static fromNevras(
    texts: readonly string[],
    invalid: (index: number, error: unknown) => never = rethrow,
  ): PackageList {
    let parsed: Map<number, Package> | undefined;
    for (let i = 0; i < texts.length; i++) {
      const text = texts[i] as string;
      if (isCanonicalNevra(text)) continue;
      try {
        (parsed ??= new Map()).set(i, parseNevra(text));
      } catch (error) {
        invalid(i, error);
      }
    }
    return new PackageList(texts.length, { texts, parsed });
  }

  at(index: number): Package {
    const entry = this.entry(index);
    return typeof entry === 'string' ? packageFromCanonical(entry) : entry;
  }

  /** rpm's order of the EVR of entry `index` and that of entry `otherIndex` of `other`. */
  compareEvrAt(index: number, other: PackageList, otherIndex: number): Order {
    const a = this.entry(index);
    const b = other.entry(otherIndex);
    if (typeof a === 'string' && typeof b === 'string') return compareCanonicalEvr(a, b);
    return compareEvr(typeof a === 'string' ? evrOfCanonical(a) : a, typeof b === 'string' ? evrOfCanonical(b) : b);
  }

  /** The names and arches of the entries at `positions`, without making their packages. */
  namesAndArches(positions: Int32Array): { names: string[]; arches: string[] } {
    const names = new Array<string>(positions.length);
    const arches = new Array<string>(positions.length);
    for (let k = 0; k < positions.length; k++) {
      const entry = this.entry(positions[k] as number);
      if (typeof entry === 'string') cutNameAndArch(entry, names, arches, k);
      else {
        names[k] = entry.name;
        arches[k] = entry.arch;
      }
    }
    return { names, arches };
  }

  /** Entry `index`: its package when made already, else its canonical NEVRA text. */
  private entry(index: number): Package | string {
    const { packages, texts, parsed, indices } = this.source;
    const i = indices ? (indices[index] as number) : index;
    if (packages) return packages[i] as Package;
    return parsed?.get(i) ?? ((texts as readonly string[])[i] as string);
  }

  /** The entries at `indices` (positions in this list), as a list of their own. */
  subset(indices: Int32Array): PackageList {
    const { indices: mine } = this.source;
    const resolved = mine ? indices.map((i) => mine[i] as number) : indices;
    return new PackageList(indices.length, { ...this.source, indices: resolved });
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
    return Array.from({ length: this.length }, (_, i) => formatNevra(this.at(i)));
  }

  toArray(): Package[] {
    return Array.from({ length: this.length }, (_, i) => this.at(i));
  }

  *[Symbol.iterator](): Iterator<Package> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }
}
