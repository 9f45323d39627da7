import { diffToCsv } from '../../domain/diff-export/diff-csv';
import { diffToJson } from '../../domain/diff-export/diff-json';
import { diffToMarkdown } from '../../domain/diff-export/diff-markdown';
import type { PackageChange, PackageDiff } from '../../domain/package-diff';
import type { ConfigDiffJson } from '../../domain/machine-config/published-config';
import { changelogMarkdown, jsonWithChangelogs } from '../../domain/rpmdb/changelog-export';
import type { PairChangelogs } from '../../domain/rpmdb/pair-changelogs';
import type { ExportFormat } from './download-file';
import {
  advisoriesMarkdown,
  publishedToJson,
  type PublishedAdvisories,
} from '../../domain/advisories/published-advisories';

/** A pool's config change, as the exports hold it (made by the lazily loaded review code). */
export interface ConfigChangeExport {
  readonly json: ConfigDiffJson;
  readonly markdown: string;
}

export type { ExportFormat } from './download-file';

/** What a diff is of: the pool and both images, for the JSON export. */
export interface DiffSubject {
  readonly pool: string;
  readonly from: ImageSubject;
  readonly to: ImageSubject;
}
export interface ImageSubject {
  readonly osImageUrl: string;
  readonly ostreeVersion?: string;
  readonly releaseVersion?: string;
  readonly arch?: string;
}

/**
 * The file's text: CSV and Markdown hold the rows on screen (filtered and sorted); JSON is
 * the whole diff in the format `os-update diff --format json` prints (`--changelogs`' when the
 * changelogs are published), with its subject first; JSON and Markdown then have the
 * changelogs and end with the config changes (`diff-config`'s) when the pool's are given.
 * Loaded when an export is asked for.
 */
export function exportText(
  format: ExportFormat,
  diff: PackageDiff,
  rows: readonly PackageChange[],
  title: string,
  subject: DiffSubject,
  config?: ConfigChangeExport,
  changelogs?: PairChangelogs,
  advisories?: PublishedAdvisories,
): string {
  if (format === 'csv') return diffToCsv(rows);
  // The rest of what an approval rolls out: why (changelogs, CVEs), then the config (file contents never, secrets never).
  if (format === 'markdown')
    return [
      diffToMarkdown(diff, rows, title),
      changelogs ? changelogMarkdown(changelogs, rows) : '',
      advisories ? advisoriesMarkdown(advisories) : '',
      config?.markdown ?? '',
    ]
      .filter(Boolean)
      .join('\n');
  const json = changelogs ? jsonWithChangelogs(diffToJson(diff), changelogs) : diffToJson(diff);
  const rated = advisories ? publishedToJson(advisories) : {};
  return `${JSON.stringify({ subject, ...json, ...rated, ...(config ? { config: config.json } : {}) }, null, 2)}\n`;
}
