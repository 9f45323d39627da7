import { readFileSync } from 'node:fs';
import { diffToTable } from '../../domain/diff-export/diff-table';
import { changelogDiff, type DiffWithChangelogsJson } from '../../domain/rpmdb/changelog-diff';
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

/** `diff OLD NEW --changelogs` (rpm databases) or `diff --changelogs --image A --image B`. */
export async function diffWithChangelogs(sources: ChangelogSources, format: string): Promise<string> {
  if (format !== 'json' && format !== 'table')
    throw new UsageError(`--changelogs prints a table or JSON, not "${format}"`);
  const [before, after] = await readBoth(sources);
  const { diff, json } = changelogDiff(before, after);
  return format === 'json' ? `${JSON.stringify(json, null, 2)}\n` : `${diffToTable(diff)}\n${changelogText(json)}`;
}
