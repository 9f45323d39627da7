import { cvesOf } from '../rpmdb/pair-changelogs';
import type { ChangelogJson } from '../rpmdb/changelog-diff';
import { sourceName } from '../rpmdb/changelog-parts';
import type { RpmHeaderPackage } from '../rpmdb/rpm-header';
import { rateFixes, stillOpen, type AdvisoryIndex, type CveRating, type StillOpen } from './advisory-matching';
import type { Severity } from './severity';

/** A changed package as the rating reads it: its names and the new changelog entries. */
export interface RatedPackage {
  readonly name: string;
  /** Its source rpm's name (`kernel` for `kernel-core`), when known. */
  readonly source?: string;
  readonly changelog: readonly ChangelogJson[];
}

export interface PairAdvisories {
  readonly product: string;
  readonly ratings: ReadonlyMap<string, CveRating>;
  readonly stillOpen: readonly StillOpen[];
}

/**
 * The ratings of one image pair: each CVE the new changelog entries name, rated by the
 * statements about the package (by its name or its source's), and what the documents list as
 * still affecting the target's packages (`targetSources`: their source rpm names).
 */
export function rateImagePair(
  index: AdvisoryIndex,
  product: string,
  changed: readonly RatedPackage[],
  targetSources: ReadonlySet<string>,
): PairAdvisories {
  const fixes = new Map<string, Set<string>>();
  for (const p of changed)
    for (const cve of cvesOf(p.changelog)) {
      const names = fixes.get(cve) ?? new Set<string>();
      names.add(p.name);
      if (p.source) names.add(p.source);
      fixes.set(cve, names);
    }
  const ratings = rateFixes(index, fixes, product);
  return { product, ratings, stillOpen: stillOpen(index, targetSources, new Set(fixes.keys()), product) };
}

/** DESIGN section 7's `ratings` and `stillOpen`, beside `fixes` in `diff --changelogs --advisories`. */
export interface AdvisoriesJson {
  ratings: Record<string, { severity: Severity | null; cvss: number | null; advisories: string[] }>;
  stillOpen: { id: string; package: string; severity: Severity | null }[];
}

export function advisoriesJson(pair: PairAdvisories): AdvisoriesJson {
  const ratings: AdvisoriesJson['ratings'] = {};
  for (const [cve, r] of [...pair.ratings].sort(([a], [b]) => a.localeCompare(b)))
    ratings[cve] = {
      severity: r.severity ?? null,
      cvss: r.cvss?.score ?? null,
      advisories: r.advisories.map((a) => a.id),
    };
  return {
    ratings,
    stillOpen: pair.stillOpen.map((o) => ({ id: o.id, package: o.package, severity: o.severity ?? null })),
  };
}

/**
 * What rating a pair reads of its diff and its target's rpm database: the changed packages
 * with their source rpm, and the target's packages by source rpm (Red Hat's documents name
 * those), by their own name where the header names no source. One reading for the CLI and
 * the controller.
 */
export function ratedPackagesOf(
  json: { readonly upgraded: readonly RatedPackage[]; readonly downgraded: readonly RatedPackage[] },
  after: readonly RpmHeaderPackage[],
): { changed: RatedPackage[]; targetSources: Set<string> } {
  const sources = new Map(
    after.flatMap((h) => (h.arch && h.sourceRpm ? [[h.name, sourceName(h.sourceRpm)] as const] : [])),
  );
  return {
    changed: [...json.upgraded, ...json.downgraded].map((e) => ({ ...e, source: sources.get(e.name) })),
    targetSources: new Set(after.flatMap((h) => (h.arch ? [sources.get(h.name) ?? h.name] : []))),
  };
}
