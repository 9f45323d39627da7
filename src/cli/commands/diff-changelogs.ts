import { readFileSync } from 'node:fs';
import { diffToJson } from '../../domain/diff-export/diff-json';
import { diffToTable } from '../../domain/diff-export/diff-table';
import { diffPackages } from '../../domain/package-diff';
import { packagesOf, withChangelogs, type DiffWithChangelogsJson } from '../../domain/rpmdb/changelog-diff';
import { readRpmdbSqlite } from '../../registry/rpmdb-sqlite';
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

/** `diff OLD NEW --changelogs`: OLD and NEW are rpm databases (`rpmdb.sqlite`). */
export async function diffWithChangelogs(oldPath: string, newPath: string, format: string): Promise<string> {
  if (format !== 'json' && format !== 'table')
    throw new UsageError(`--changelogs prints a table or JSON, not "${format}"`);
  const [before, after] = await Promise.all([
    readRpmdbSqlite(readBytes(oldPath), oldPath),
    readRpmdbSqlite(readBytes(newPath), newPath),
  ]);
  const diff = diffPackages(packagesOf(before), packagesOf(after));
  const json = withChangelogs(diffToJson(diff), before, after);
  return format === 'json' ? `${JSON.stringify(json, null, 2)}\n` : `${diffToTable(diff)}\n${changelogText(json)}`;
}
