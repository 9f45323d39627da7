import { compareEvr, type Evr } from './evr';
import type { Package } from './nevra';
import type { ChangeKind } from './package-change';

/** Where classified packages go. */
type ChangeSink = (kind: ChangeKind, oldPkg: Package | undefined, newPkg: Package | undefined) => void;

const sameEvr = (a: Evr, b: Evr): boolean => a.epoch === b.epoch && a.version === b.version && a.release === b.release;

/** How the new EVR relates to the old one, in rpm order. */
function classifyEvr(oldEvr: Evr, newEvr: Evr): 'upgraded' | 'downgraded' | 'unchanged' {
  if (sameEvr(oldEvr, newEvr)) return 'unchanged';
  const order = compareEvr(newEvr, oldEvr);
  return order > 0 ? 'upgraded' : order < 0 ? 'downgraded' : 'unchanged';
}

const samePackage = (a: Package, b: Package): boolean => a.arch === b.arch && sameEvr(a, b);
const byEvr = (a: Package, b: Package): number => compareEvr(a, b);

/** Identical duplicate entries say nothing more: keep one of each. */
function distinct(run: readonly Package[]): readonly Package[] {
  if (run.length < 2) return run;
  return run.filter((p, i) => run.findIndex((q) => samePackage(p, q)) === i);
}

function groupByArch(list: readonly Package[]): Map<string, Package[]> {
  const map = new Map<string, Package[]>();
  for (const p of list) {
    const group = map.get(p.arch);
    if (group) group.push(p);
    else map.set(p.arch, [p]);
  }
  return map;
}

/**
 * Several EVRs of one name.arch (installonly kernels): equal EVRs are unchanged, the rest
 * are sorted by rpm order and paired oldest with oldest; the surplus is added or removed.
 */
function classifyArch(olds: readonly Package[], news: readonly Package[], sink: ChangeSink): void {
  const restOld: Package[] = [];
  for (const p of olds) {
    const same = news.find((q) => sameEvr(p, q));
    if (same) sink('unchanged', p, same);
    else restOld.push(p);
  }
  const restNew = news.filter((q) => !olds.some((p) => sameEvr(p, q)));
  restOld.sort(byEvr);
  restNew.sort(byEvr);
  const n = Math.min(restOld.length, restNew.length);
  for (let i = 0; i < n; i++) {
    const [o, p] = [restOld[i] as Package, restNew[i] as Package];
    sink(classifyEvr(o, p), o, p);
  }
  for (const p of restOld.slice(n)) sink('removed', p, undefined);
  for (const p of restNew.slice(n)) sink('added', undefined, p);
}

/**
 * The packages of one name on each side, classified as rpm-ostree does: a package is its
 * name and arch; same on both sides → EVR decides; one package each side but another arch is
 * the same package changed (unless `pairAcrossArches` is false: the caller knows the name
 * has more packages than these); otherwise each arch stands alone.
 */
export function classifyName(
  olds: readonly Package[],
  news: readonly Package[],
  sink: ChangeSink,
  pairAcrossArches = true,
): void {
  const oldOnes = distinct(olds);
  const newOnes = distinct(news);
  if (oldOnes.length === 1 && newOnes.length === 1 && pairAcrossArches) {
    const [o, p] = [oldOnes[0] as Package, newOnes[0] as Package];
    return sink(classifyEvr(o, p), o, p);
  }
  const oldByArch = groupByArch(oldOnes);
  const newByArch = groupByArch(newOnes);
  const arches = [...new Set([...oldByArch.keys(), ...newByArch.keys()])].sort();
  for (const arch of arches) classifyArch(oldByArch.get(arch) ?? [], newByArch.get(arch) ?? [], sink);
}
