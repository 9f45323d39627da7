import { diffToCsv } from '../../domain/diff-export/diff-csv';
import { diffToJson } from '../../domain/diff-export/diff-json';
import { diffToMarkdown } from '../../domain/diff-export/diff-markdown';
import type { PackageChange, PackageDiff } from '../../domain/package-diff';
import type { ConfigDiffJson } from '../../domain/machine-config/published-config';

/** A pool's config change, as the exports hold it (made by the lazily loaded review code). */
export interface ConfigChangeExport {
  readonly json: ConfigDiffJson;
  readonly markdown: string;
}

export type ExportFormat = 'csv' | 'json' | 'markdown';

const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', json: 'json', markdown: 'md' };
const TYPES: Record<ExportFormat, string> = { csv: 'text/csv', json: 'application/json', markdown: 'text/markdown' };

/** `os-update-diff-worker-40.20241006.3.0-to-40.20241019.3.0.csv`: pool and both OS versions. */
export function exportFileName(pool: string, from: string, to: string, format: ExportFormat): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');
  return `os-update-diff-${safe(pool)}-${safe(from)}-to-${safe(to)}.${EXTENSIONS[format]}`;
}

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
 * the whole diff in the format `os-update diff --format json` prints, with its subject first;
 * JSON and Markdown end with the config changes (`diff-config`'s) when the pool's are given.
 */
export function exportText(
  format: ExportFormat,
  diff: PackageDiff,
  rows: readonly PackageChange[],
  title: string,
  subject: DiffSubject,
  config?: ConfigChangeExport,
): string {
  if (format === 'csv') return diffToCsv(rows);
  // The rest of what an approval rolls out: file contents never, secrets never.
  if (format === 'markdown') return `${diffToMarkdown(diff, rows, title)}${config ? `\n${config.markdown}` : ''}`;
  return `${JSON.stringify({ subject, ...diffToJson(diff), ...(config ? { config: config.json } : {}) }, null, 2)}\n`;
}

/** Hands the text to the browser as a download. */
export function downloadText(fileName: string, format: ExportFormat, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${TYPES[format]};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
