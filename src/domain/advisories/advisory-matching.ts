import { cpeMatches } from './cpe';
import { severityRank, worstSeverity, type Severity } from './severity';
import type { Advisory, Cvss, VexStatement } from './vex-document';

/** What the documents say of a CVE an update fixes, for the image's product. */
export interface CveRating {
  readonly severity?: Severity;
  readonly cvss?: Cvss;
  readonly advisories: readonly Advisory[];
}

/** A CVE the documents list as affecting a package of the target image, with no fix in it. */
export interface StillOpen {
  readonly id: string;
  /** The package (source rpm) it affects. */
  readonly package: string;
  readonly severity?: Severity;
}

/** Statements by CVE, and the `known_affected` ones by component: read once per set of documents. */
export interface AdvisoryIndex {
  readonly byCve: ReadonlyMap<string, readonly VexStatement[]>;
  readonly affectedByComponent: ReadonlyMap<string, readonly VexStatement[]>;
  /** How many documents were read into it. */
  readonly documents: number;
}

export function indexStatements(statements: readonly VexStatement[], documents: number): AdvisoryIndex {
  const byCve = new Map<string, VexStatement[]>();
  const affectedByComponent = new Map<string, VexStatement[]>();
  for (const s of statements) {
    byCve.set(s.cve, [...(byCve.get(s.cve) ?? []), s]);
    if (s.status === 'known_affected' && s.component)
      affectedByComponent.set(s.component, [...(affectedByComponent.get(s.component) ?? []), s]);
  }
  return { byCve, affectedByComponent, documents };
}

/**
 * The ratings of the CVEs an update fixes: for each CVE (with the packages whose changelog
 * names it, by their own and their source rpm's name), the `fixed` statements of the image's
 * product for one of those packages. The worst rating and highest CVSS v3 score among them,
 * every advisory that ships the fix. A CVE no statement of the product rates is left out: it
 * stays unrated, as the changelog names it.
 */
export function rateFixes(
  index: AdvisoryIndex,
  fixes: ReadonlyMap<string, ReadonlySet<string>>,
  productCpe: string,
): Map<string, CveRating> {
  const ratings = new Map<string, CveRating>();
  for (const [cve, packages] of fixes) {
    const statements = (index.byCve.get(cve) ?? []).filter(
      (s) =>
        s.status === 'fixed' &&
        s.component !== undefined &&
        packages.has(s.component) &&
        cpeMatches(s.productCpe, productCpe),
    );
    if (statements.length === 0) continue;
    const cvss = statements
      .flatMap((s) => (s.cvss ? [s.cvss] : []))
      .reduce<Cvss | undefined>((best, c) => (best === undefined || c.score > best.score ? c : best), undefined);
    const advisories = new Map(statements.flatMap((s) => s.advisories).map((a) => [a.id, a]));
    ratings.set(cve, {
      severity: worstSeverity(statements.map((s) => s.severity)),
      cvss,
      advisories: [...advisories.values()].sort((a, b) => a.id.localeCompare(b.id)),
    });
  }
  return ratings;
}

/**
 * What stays open after the update: CVEs the documents list as `known_affected` for a package
 * of the target image (by source rpm name) in the image's product, which the update does not
 * fix. Worst first, then by id.
 */
export function stillOpen(
  index: AdvisoryIndex,
  targetPackages: ReadonlySet<string>,
  fixed: ReadonlySet<string>,
  productCpe: string,
): StillOpen[] {
  const open = new Map<string, StillOpen>();
  for (const name of targetPackages)
    for (const s of index.affectedByComponent.get(name) ?? []) {
      if (fixed.has(s.cve) || !cpeMatches(s.productCpe, productCpe)) continue;
      const key = `${s.cve} ${name}`;
      const known = open.get(key);
      open.set(key, { id: s.cve, package: name, severity: worstSeverity([known?.severity, s.severity]) });
    }
  return [...open.values()].sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || a.id.localeCompare(b.id),
  );
}

/** "Fixes 1 Critical, 3 Important": how many fixed CVEs of each rating, worst first. */
export function severityCounts(ratings: ReadonlyMap<string, CveRating>): Map<Severity, number> {
  const counts = new Map<Severity, number>();
  for (const r of ratings.values()) if (r.severity) counts.set(r.severity, (counts.get(r.severity) ?? 0) + 1);
  return new Map([...counts].sort(([a], [b]) => severityRank(a) - severityRank(b)));
}
