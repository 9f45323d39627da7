/**
 * startDemoServers in a process of its own, for tests that run in jsdom (where vite rewrites
 * the demo's `new URL(file, import.meta.url)` into page URLs): prints `{apiUrl, consoleUrl}`
 * as one JSON line once both listen, and serves until it is ended.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoServers } from './demo-servers';

// A page for the backend to serve, with the session and CSRF cookies a browser gets.
const shellDir = mkdtempSync(join(tmpdir(), 'shell-'));
writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
const demo = await startDemoServers({ stepMs: 0, backend: { shellDir } });
process.stdout.write(`${JSON.stringify({ apiUrl: demo.apiUrl, consoleUrl: demo.consoleUrl })}\n`);
process.on('SIGTERM', () => void demo.close().then(() => process.exit(0)));
