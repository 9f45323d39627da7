import { existsSync, readFileSync } from 'node:fs';
import { severityCounts } from '../../domain/advisories/advisory-matching';
import {
  advisoriesJson,
  rateImagePair,
  ratedPackagesOf,
  type PairAdvisories,
} from '../../domain/advisories/pair-advisories';
import { chooseProduct } from '../../domain/advisories/product-choice';
import type { RpmHeaderPackage } from '../../domain/rpmdb/rpm-header';
import { filesAt, filesOfImage } from '../../registry/advisory-files';
import { imageLabels } from '../../registry/image-manifest';
import { readAdvisories } from '../../registry/read-advisories';
import { diffToTable } from '../../domain/diff-export/diff-table';
import {
  changelogDiff,
  type ChangedWithChangelog as ChangedWithLog,
  type DiffWithChangelogsJson,
} from '../../domain/rpmdb/changelog-diff';
import { readRpmdbSqlite } from '../../registry/rpmdb-sqlite';
import { readImageRpmdb } from '../../registry/read-image-rpmdb';
import { registryAccess } from '../registry-access';
import { UsageError } from '../usage-error';

function readBytes(path: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new UsageError(`${path}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

/** rpm-ostree's `db diff --changelogs` layout: each changed package, then its new entries. */
function changelogText(json: DiffWithChangelogsJson): string {
  const lines: string[] = [];
  for (const [title, entries] of [
    ['Upgraded', json.upgraded],
    ['Downgraded', json.downgraded],
  ] as const) {
    if (entries.length === 0) continue;
    lines.push(`${title}:`);
    for (const e of entries) {
      lines.push(`  ${e.name}.${e.arch} ${e.from} -> ${e.to}`);
      for (const c of e.changelog)
        lines.push(`    * ${c.time.slice(0, 10)} ${c.author}`, ...c.text.split('\n').map((l) => `    ${l}`), '');
    }
  }
  if (json.fixes.length > 0) lines.push(`Fixes ${json.fixes.length} CVEs: ${json.fixes.join(', ')}`);
  return `${lines.join('\n')}\n`;
}

/** "Fixes 1 Critical, 3 Important (RHSA-…)" and what stays open, under the changelogs. */
function advisoriesText(pair: PairAdvisories): string {
  const counts = [...severityCounts(pair.ratings)].map(([s, n]) => `${n} ${s}`);
  const advisories = [...new Set([...pair.ratings.values()].flatMap((r) => r.advisories.map((a) => a.id)))].sort();
  const lines = [
    counts.length > 0
      ? `Rated for ${pair.product}: fixes ${counts.join(', ')}${advisories.length > 0 ? ` (${advisories.join(', ')})` : ''}`
      : `Rated for ${pair.product}: no fixed CVE is rated by the advisory documents`,
  ];
  for (const [cve, r] of [...pair.ratings].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(`  ${cve}: ${r.severity ?? 'unrated'}${r.cvss ? `, CVSS ${r.cvss.score} ${r.cvss.vector}` : ''}`);
  lines.push(
    pair.stillOpen.length === 0
      ? 'Still open after this update: none known'
      : `Still open after this update: ${pair.stillOpen.map((o) => `${o.id} (${o.package}, ${o.severity ?? 'unrated'})`).join(', ')}`,
  );
  return `${lines.join('\n')}\n`;
}

export interface AdvisoryOptions {
  /** A CSAF document, a directory of them, or an image or artifact that holds them. */
  readonly source: string;
  readonly product?: string;
  /** NEW's `cpe` label, when NEW is an image that has one. */
  readonly imageLabel?: string;
}

/** Rates the pair from the advisory documents; a bad document is named on stderr and skipped. */
async function rate(
  advisories: AdvisoryOptions,
  json: { fixes: readonly string[]; upgraded: ChangedWithLog[]; downgraded: ChangedWithLog[] },
  after: readonly RpmHeaderPackage[],
  access: Record<string, string | undefined>,
  warn: (line: string) => void,
): Promise<PairAdvisories> {
  const { changed, targetSources } = ratedPackagesOf(json, after);
  const files = existsSync(advisories.source)
    ? filesAt(advisories.source)
    : filesOfImage(advisories.source, registryAccess(access));
  const read = await readAdvisories(files, { cves: new Set(json.fixes), components: targetSources });
  for (const s of read.skipped) warn(`advisory document ${s.name} skipped: ${s.problem}`);
  const product = chooseProduct(advisories.product, advisories.imageLabel, read.statements);
  if ('error' in product) throw new UsageError(product.error);
  return rateImagePair(read.index, product.cpe, changed, targetSources);
}

/** Where the two package sets come from: two rpm database files, or two images' databases. */
export type ChangelogSources =
  | { readonly kind: 'files'; readonly old: string; readonly new: string }
  | {
      readonly kind: 'images';
      readonly old: string;
      readonly new: string;
      readonly values: Record<string, string | undefined>;
    };

async function readBoth(sources: ChangelogSources) {
  if (sources.kind === 'files')
    return Promise.all([
      readRpmdbSqlite(readBytes(sources.old), sources.old),
      readRpmdbSqlite(readBytes(sources.new), sources.new),
    ]);
  const { client, mirrors } = registryAccess(sources.values);
  const read = async (image: string) =>
    (await readImageRpmdb(image, { client, mirrors, arch: sources.values.arch })).packages;
  return Promise.all([read(sources.old), read(sources.new)]);
}

/**
 * `diff OLD NEW --changelogs` (rpm databases) or `diff --changelogs --image A --image B`; with
 * `--advisories`, each fixed CVE's rating and what stays open (DESIGN section 7).
 */
export async function diffWithChangelogs(
  sources: ChangelogSources,
  format: string,
  options: {
    advisories?: AdvisoryOptions;
    access?: Record<string, string | undefined>;
    warn?: (line: string) => void;
  } = {},
): Promise<string> {
  if (format !== 'json' && format !== 'table')
    throw new UsageError(`--changelogs prints a table or JSON, not "${format}"`);
  const [before, after] = await readBoth(sources);
  const { diff, json } = changelogDiff(before, after);
  let advisories = options.advisories;
  if (advisories && !advisories.product && sources.kind === 'images') {
    const { client, mirrors } = registryAccess(sources.values);
    const labels = await imageLabels(sources.new, { client, mirrors, arch: sources.values.arch });
    advisories = { ...advisories, imageLabel: labels['cpe'] };
  }
  const rated = advisories
    ? await rate(advisories, json, after, options.access ?? {}, options.warn ?? (() => undefined))
    : undefined;
  if (format === 'json') return `${JSON.stringify(rated ? { ...json, ...advisoriesJson(rated) } : json, null, 2)}\n`;
  return `${diffToTable(diff)}\n${changelogText(json)}${rated ? advisoriesText(rated) : ''}`;
}
