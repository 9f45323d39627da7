import { IMPORTANT_PACKAGES, importanceRank } from './important-packages';
import type { Package } from './nevra';
import type { PackageList } from './package-list';
import { Positions } from './positions';
import { CHANGE_KINDS, type ChangeKind, type PackageChange } from './package-change';

const NOT_IMPORTANT = IMPORTANT_PACKAGES.length;
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const byNameAndArch = (a: PackageChange, b: PackageChange): number =>
  compareText(a.name, b.name) || compareText(a.arch, b.arch);
const NONE = -1;
const UNCHANGED = CHANGE_KINDS.indexOf('unchanged');

/**
 * The classified changes of a diff as positions in the two package lists, not as rows:
 * a big update has tens of thousands of changes, and objects that live that long are what
 * a diff of 100,000 packages spends its time on. Rows are made when first read.
 */
export class ChangeTable {
  /** Positions in the new list of packages that are unchanged (and kept their arch). */
  readonly unchanged: number[] = [];
  /** Counts by `CHANGE_KINDS` index. */
  private readonly tally = [0, 0, 0, 0, 0];
  /** Each change's kind as its `CHANGE_KINDS` index, and its positions (or NONE). */
  private readonly kinds: Positions;
  private readonly olds: Positions;
  private readonly news: Positions;
  private readonly important: { readonly rank: number; readonly at: number }[] = [];

  /**
   * `capacity`: at most how many changes there will be (the entries left to classify);
   * `inNameOrder`: whether changes are added in name order (else rows are sorted when made).
   */
  constructor(
    readonly oldList: PackageList,
    readonly newList: PackageList,
    capacity: number,
    private readonly inNameOrder = true,
  ) {
    this.kinds = new Positions(capacity);
    this.olds = new Positions(capacity);
    this.news = new Positions(capacity);
  }

  get counts(): Record<ChangeKind, number> {
    const [upgraded, downgraded, added, removed, unchanged] = this.tally as [number, number, number, number, number];
    return { upgraded, downgraded, added, removed, unchanged };
  }

  /** Counts packages found unchanged elsewhere (matched by their text). */
  addUnchanged(count: number): void {
    this.tally[UNCHANGED] = (this.tally[UNCHANGED] as number) + count;
  }

  /** Records one change, met in name order; `rank` is its name's `importanceRank`. */
  add(kind: ChangeKind, oldAt: number | undefined, newAt: number | undefined, rank: number, sameArch: boolean): void {
    const code = CHANGE_KINDS.indexOf(kind);
    this.tally[code] = (this.tally[code] as number) + 1;
    if (code === UNCHANGED && sameArch && newAt !== undefined) {
      this.unchanged.push(newAt);
      return;
    }
    if (rank < NOT_IMPORTANT) this.important.push({ rank, at: this.kinds.size });
    this.kinds.push(code);
    this.olds.push(oldAt ?? NONE);
    this.news.push(newAt ?? NONE);
  }

  /** The rows: important ones first (in DESIGN's order), then the rest in name order. */
  rows(): PackageChange[] {
    const importantAt = this.important.sort((a, b) => a.rank - b.rank).map((r) => r.at);
    const isImportant = new Set(importantAt);
    const rest = Array.from({ length: this.kinds.size }, (_, k) => k).filter((k) => !isImportant.has(k));
    const important = importantAt.map((k) => this.row(k, true));
    const others = rest.map((k) => this.row(k, false));
    if (!this.inNameOrder) {
      // Important names are few and each has its own rank: their arches keep their order.
      important.sort((a, b) => importanceRank(a.name) - importanceRank(b.name) || byNameAndArch(a, b));
      others.sort(byNameAndArch);
    }
    return important.concat(others);
  }

  private row(k: number, important: boolean): PackageChange {
    const oldAt = this.olds.at(k);
    const newAt = this.news.at(k);
    const from = oldAt === NONE ? undefined : this.oldList.at(oldAt);
    const to = newAt === NONE ? undefined : this.newList.at(newAt);
    const pkg = (to ?? from) as Package;
    const fromArch = from && to && from.arch !== to.arch ? from.arch : undefined;
    return {
      kind: CHANGE_KINDS[this.kinds.at(k)] as ChangeKind,
      name: pkg.name,
      arch: pkg.arch,
      fromArch,
      from,
      to,
      important,
    };
  }
}
