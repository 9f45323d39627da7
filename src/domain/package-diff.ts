import { compareEvr, type Evr } from './evr';
import { IMPORTANT_PACKAGES, importanceRank } from './important-packages';
import type { Package } from './nevra';

export const CHANGE_KINDS = ['upgraded', 'downgraded', 'added', 'removed', 'unchanged'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One row of the diff. `from` is absent for added packages, `to` for removed ones. */
export interface PackageChange {
  readonly kind: ChangeKind;
  readonly name: string;
  /** The arch on the new side (on the old side for removed packages). */
  readonly arch: string;
  /** Set when the package moved to another arch (e.g. noarch → x86_64). */
  readonly fromArch?: string;
  readonly from?: Evr;
  readonly to?: Evr;
  readonly important: boolean;
}

export interface PackageDiff {
  /** Changed packages, important ones first (in DESIGN's order), then by name and arch. */
  readonly changes: readonly PackageChange[];
  /**
   * Unchanged packages (new side), in manifest order. Kept as packages, not rows: they are
   * most of a diff and rarely read, so rows are made only when asked (`unchangedRows`).
   */
  readonly unchanged: readonly Package[];
  readonly counts: Readonly<Record<ChangeKind, number>>;
}

const NOT_IMPORTANT = IMPORTANT_PACKAGES.length;

const sameEvr = (a: Evr, b: Evr): boolean => a.epoch === b.epoch && a.version === b.version && a.release === b.release;

const samePackage = (a: Package, b: Package): boolean => a.arch === b.arch && sameEvr(a, b);

const byName = (a: Package, b: Package): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const byNameArch = (a: Package, b: Package): number => byName(a, b) || (a.arch < b.arch ? -1 : a.arch > b.arch ? 1 : 0);

/**
 * Packages sorted by name. Manifests usually come sorted (lockfiles, rpm-ostree's package
 * lists), and a sorted array is one run for the engine's TimSort: this costs one pass then.
 */
const sortedByName = (packages: readonly Package[]): Package[] => [...packages].sort(byNameArch);

/** The end of the run of packages named like `list[from]`. */
function runEnd(list: readonly Package[], from: number): number {
  const name = (list[from] as Package).name;
  let i = from + 1;
  while (i < list.length && (list[i] as Package).name === name) i++;
  return i;
}

/** Identical duplicate entries say nothing more: keep one of each. */
function distinct(run: Package[]): Package[] {
  if (run.length < 2) return run;
  return run.filter((p, i) => run.findIndex((q) => samePackage(p, q)) === i);
}

interface Row extends PackageChange {
  readonly rank: number;
}

class DiffBuilder {
  readonly counts: Record<ChangeKind, number> = { upgraded: 0, downgraded: 0, added: 0, removed: 0, unchanged: 0 };
  readonly changed: Row[] = [];
  readonly unchanged: Package[] = [];

  emit(kind: ChangeKind, oldPkg: Package | undefined, newPkg: Package | undefined): void {
    this.counts[kind]++;
    const pkg = (newPkg ?? oldPkg) as Package;
    if (kind === 'unchanged' && (oldPkg === undefined || oldPkg.arch === pkg.arch)) {
      this.unchanged.push(pkg);
      return;
    }
    const rank = importanceRank(pkg.name);
    const fromArch = oldPkg && newPkg && oldPkg.arch !== newPkg.arch ? oldPkg.arch : undefined;
    this.changed.push({
      kind,
      name: pkg.name,
      arch: pkg.arch,
      fromArch,
      from: oldPkg,
      to: newPkg,
      important: rank < NOT_IMPORTANT,
      rank,
    });
  }

  pair(oldPkg: Package, newPkg: Package): void {
    if (sameEvr(oldPkg, newPkg)) return this.emit('unchanged', oldPkg, newPkg);
    const order = compareEvr(newPkg, oldPkg);
    this.emit(order > 0 ? 'upgraded' : order < 0 ? 'downgraded' : 'unchanged', oldPkg, newPkg);
  }

  /**
   * Several EVRs of one name.arch (installonly kernels): equal EVRs are unchanged, the rest
   * are sorted by rpm order and paired oldest with oldest; the surplus is added or removed.
   */
  pairMany(olds: Package[], news: Package[]): void {
    const inNew = (p: Package) => news.some((q) => sameEvr(p, q));
    const inOld = (p: Package) => olds.some((q) => sameEvr(p, q));
    for (const p of olds) if (inNew(p)) this.emit('unchanged', p, p);
    const byEvr = (a: Package, b: Package) => compareEvr(a, b);
    const restOld = olds.filter((p) => !inNew(p)).sort(byEvr);
    const restNew = news.filter((p) => !inOld(p)).sort(byEvr);
    const n = Math.min(restOld.length, restNew.length);
    for (let i = 0; i < n; i++) this.pair(restOld[i] as Package, restNew[i] as Package);
    for (const p of restOld.slice(n)) this.emit('removed', p, undefined);
    for (const p of restNew.slice(n)) this.emit('added', undefined, p);
  }

  name(olds: Package[], news: Package[]): void {
    const byArch = (list: Package[]) => {
      const map = new Map<string, Package[]>();
      for (const p of list) map.set(p.arch, [...(map.get(p.arch) ?? []), p]);
      return map;
    };
    const oldByArch = byArch(olds);
    const newByArch = byArch(news);
    for (const [arch, list] of oldByArch) this.pairMany(list, newByArch.get(arch) ?? []);
    for (const [arch, list] of newByArch) if (!oldByArch.has(arch)) this.pairMany([], list);
  }

  /** All packages of one name on each side, when either side has other than one. */
  visit(olds: Package[], news: Package[]): void {
    const oldOnes = distinct(olds);
    const newOnes = distinct(news);
    if (oldOnes.length === 1 && newOnes.length === 1) return this.pair(oldOnes[0] as Package, newOnes[0] as Package);
    this.name(oldOnes, newOnes);
  }
}

/** Rows arrive in name order; a stable sort by rank alone keeps that order within a rank. */
const byImportance = (a: Row, b: Row): number => a.rank - b.rank;

const withoutRank = ({ rank: _rank, ...change }: Row): PackageChange => change;

/**
 * The RPM diff between two OS images, as rpm-ostree classifies it: a package is its name
 * and arch; same on both sides → EVR decides; a name with one package each side but another
 * arch is the same package changed; otherwise each arch stands alone.
 */
export function diffPackages(oldPackages: readonly Package[], newPackages: readonly Package[]): PackageDiff {
  const olds = sortedByName(oldPackages);
  const news = sortedByName(newPackages);
  const builder = new DiffBuilder();
  // Walk both name-sorted lists together, one name at a time.
  let i = 0;
  let j = 0;
  while (i < olds.length || j < news.length) {
    const order = i >= olds.length ? 1 : j >= news.length ? -1 : byName(olds[i] as Package, news[j] as Package);
    const iEnd = order <= 0 ? runEnd(olds, i) : i;
    const jEnd = order >= 0 ? runEnd(news, j) : j;
    // The common case, one package a side (whatever its arch), is the same package.
    if (iEnd - i === 1 && jEnd - j === 1) builder.pair(olds[i] as Package, news[j] as Package);
    else builder.visit(olds.slice(i, iEnd), news.slice(j, jEnd));
    i = iEnd;
    j = jEnd;
  }
  const important = builder.changed.filter((r) => r.rank < NOT_IMPORTANT).sort(byImportance);
  const rest = builder.changed.filter((r) => r.rank >= NOT_IMPORTANT);
  const changes = important.concat(rest).map(withoutRank);
  return { changes, unchanged: builder.unchanged, counts: builder.counts };
}

/** Rows for the unchanged packages, made when a view or export asks for them. */
export function unchangedRows(diff: PackageDiff): PackageChange[] {
  return diff.unchanged.map((p) => ({
    kind: 'unchanged',
    name: p.name,
    arch: p.arch,
    from: p,
    to: p,
    important: importanceRank(p.name) < NOT_IMPORTANT,
  }));
}

/** Every row: changed ones in importance order, then the unchanged ones. */
export const allRows = (diff: PackageDiff): PackageChange[] => [...diff.changes, ...unchangedRows(diff)];
