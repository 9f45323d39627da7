export type ExportFormat = 'csv' | 'json' | 'markdown';

const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', json: 'json', markdown: 'md' };
const TYPES: Record<ExportFormat, string> = { csv: 'text/csv', json: 'application/json', markdown: 'text/markdown' };

/** `os-update-diff-worker-40.20241006.3.0-to-40.20241019.3.0.csv`: pool and both OS versions. */
export function exportFileName(pool: string, from: string, to: string, format: ExportFormat): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');
  return `os-update-diff-${safe(pool)}-${safe(from)}-to-${safe(to)}.${EXTENSIONS[format]}`;
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
