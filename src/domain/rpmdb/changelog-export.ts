import type { ChangedEntry, DiffJson } from '../diff-export/diff-json';
import type { PackageChange } from '../package-diff';
import { changelogKey, type PairChangelogs } from './pair-changelogs';

/**
 * The diff's JSON with each upgraded and downgraded entry's new changelog entries and the
 * CVEs they fix: the shape `os-update diff --changelogs --format json` prints (DESIGN section 7).
 */
export function jsonWithChangelogs(json: DiffJson, changelogs: PairChangelogs) {
  const withLog = (e: ChangedEntry) => ({
    ...e,
    changelog: changelogs.byPackage.get(changelogKey(e.name, e.arch))?.changelog ?? [],
  });
  return {
    ...json,
    upgraded: json.upgraded.map(withLog),
    downgraded: json.downgraded.map(withLog),
    fixes: [...changelogs.fixes],
  };
}

/** "Why update" in Markdown: the CVEs fixed, then each changed row's new entries. */
export function changelogMarkdown(changelogs: PairChangelogs, rows: readonly PackageChange[]): string {
  const lines = ['## Why update', ''];
  lines.push(
    changelogs.fixes.length > 0
      ? `Fixes ${changelogs.fixes.length} CVEs: ${changelogs.fixes.join(', ')}`
      : 'Fixes no CVE named in the changelogs',
    '',
  );
  for (const row of rows) {
    const log = changelogs.byPackage.get(changelogKey(row.name, row.arch));
    if (!log || (row.kind !== 'upgraded' && row.kind !== 'downgraded')) continue;
    lines.push(`### ${row.name}.${row.arch}`, '');
    for (const e of log.changelog) {
      lines.push(`- ${e.time.slice(0, 10)} ${e.author}`);
      for (const line of e.text.split('\n')) lines.push(`  ${line}`);
    }
    lines.push('');
  }
  if (changelogs.trimmed) lines.push('_Some entries were cut to their first line to fit the cluster._', '');
  return `${lines.join('\n')}`;
}
