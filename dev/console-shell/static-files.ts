import { createReadStream, existsSync, statSync } from 'node:fs';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `relative` from `root`; false when there is no such file (or it escapes root). */
export function serveFile(
  res: ServerResponse,
  root: string,
  relative: string,
  headers: OutgoingHttpHeaders = {},
): boolean {
  const path = normalize(join(root, decodeURIComponent(relative)));
  if (!path.startsWith(normalize(root)) || !existsSync(path) || !statSync(path).isFile()) return false;
  res.writeHead(200, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': statSync(path).size,
    ...headers,
  });
  createReadStream(path).pipe(res);
  return true;
}
