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
  /** Important packages first (in DESIGN's order), then by name and arch. */
  readonly changes: readonly PackageChange[];
  readonly counts: Readonly<Record<ChangeKind, number>>;
}

const sameEvr = (a: Evr, b: Evr): boolean =>
  a.epoch === b.epoch && a.version === b.version && a.release === b.release;

const evrKey = (p: Package): string => `${p.arch}\u0000${p.evr.epoch}:${p.evr.version}-${p.evr.release ?? ''}`;

function groupByName(packages: readonly Package[]): Map<string, Package[]> {
  const groups = new Map<string, Package[]>();
  for (const pkg of packages) {
    const group = groups.get(pkg.name);
    if (group === undefined) groups.set(pkg.name, [pkg]);
    else group.push(pkg);
  }
  return groups;
}

/** Identical duplicate entries say nothing more: keep one of each. */
function dedupe(group: Package[]): Package[] {
  if (group.length < 2) return group;
  const seen = new Set<string>();
  return group.filter((p) => {
    const key = evrKey(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function groupByArch(group: readonly Package[]): Map<string, Package[]> {
  const byArch = new Map<string, Package[]>();
  for (const p of group) {
    const list = byArch.get(p.arch);
    if (list === undefined) byArch.set(p.arch, [p]);
    else list.push(p);
  }
  return byArch;
}

type Emit = (kind: ChangeKind, oldPkg: Package | undefined, newPkg: Package | undefined) => void;

function pair(oldPkg: Package, newPkg: Package, emit: Emit): void {
  if (sameEvr(oldPkg.evr, newPkg.evr)) return emit('unchanged', oldPkg, newPkg);
  const order = compareEvr(newPkg.evr, oldPkg.evr);
  emit(order > 0 ? 'upgraded' : order < 0 ? 'downgraded' : 'unchanged', oldPkg, newPkg);
}

/**
 * Several EVRs of one name.arch (installonly kernels): equal EVRs are unchanged, the rest
 * are sorted by rpm order and paired oldest with oldest; the surplus is added or removed.
 */
function pairMany(olds: Package[], news: Package[], emit: Emit): void {
  const newKeys = new Set(news.map(evrKey));
  const oldKeys = new Set(olds.map(evrKey));
  for (const p of olds) if (newKeys.has(evrKey(p))) emit('unchanged', p, p);
  const byEvr = (a: Package, b: Package) => compareEvr(a.evr, b.evr);
  const restOld = olds.filter((p) => !newKeys.has(evrKey(p))).sort(byEvr);
  const restNew = news.filter((p) => !oldKeys.has(evrKey(p))).sort(byEvr);
  const n = Math.min(restOld.length, restNew.length);
  for (let i = 0; i < n; i++) pair(restOld[i] as Package, restNew[i] as Package, emit);
  for (const p of restOld.slice(n)) emit('removed', p, undefined);
  for (const p of restNew.slice(n)) emit('added', undefined, p);
}

function diffName(olds: Package[], news: Package[], emit: Emit): void {
  if (olds.length === 1 && news.length === 1) return pair(olds[0] as Package, news[0] as Package, emit);
  const oldByArch = groupByArch(olds);
  const newByArch = groupByArch(news);
  for (const [arch, list] of oldByArch) pairMany(list, newByArch.get(arch) ?? [], emit);
  for (const [arch, list] of newByArch) if (!oldByArch.has(arch)) pairMany([], list, emit);
}

function byImportanceThenName(a: PackageChange & { rank: number }, b: PackageChange & { rank: number }): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.arch < b.arch ? -1 : a.arch > b.arch ? 1 : 0;
}

/**
 * The RPM diff between two OS images, as rpm-ostree classifies it: a package is its name
 * and arch; same on both sides → EVR decides; a name with one package each side but another
 * arch is the same package changed; otherwise each arch stands alone.
 */
export function diffPackages(oldPackages: readonly Package[], newPackages: readonly Package[]): PackageDiff {
  const oldByName = groupByName(oldPackages);
  const newByName = groupByName(newPackages);
  const counts: Record<ChangeKind, number> = { upgraded: 0, downgraded: 0, added: 0, removed: 0, unchanged: 0 };
  const rows: (PackageChange & { rank: number })[] = [];
  const rankCache = new Map<string, number>();

  const emit: Emit = (kind, oldPkg, newPkg) => {
    const pkg = (newPkg ?? oldPkg) as Package;
    let rank = rankCache.get(pkg.name);
    if (rank === undefined) {
      rank = importanceRank(pkg.name);
      rankCache.set(pkg.name, rank);
    }
    counts[kind]++;
    const fromArch = oldPkg && newPkg && oldPkg.arch !== newPkg.arch ? oldPkg.arch : undefined;
    rows.push({ kind, name: pkg.name, arch: pkg.arch, fromArch, from: oldPkg?.evr, to: newPkg?.evr, important: rank < IMPORTANT_PACKAGES.length, rank });
  };

  for (const [name, olds] of oldByName) diffName(dedupe(olds), dedupe(newByName.get(name) ?? []), emit);
  for (const [name, news] of newByName) if (!oldByName.has(name)) diffName([], dedupe(news), emit);

  rows.sort(byImportanceThenName);
  const changes: PackageChange[] = rows.map(({ rank: _rank, ...change }) => change);
  return { changes, counts };
}
