/**
 * What a real console build registers in the share scope it gives plugins, read from its
 * webpack runtime (`runtime-bundle-*.js`: `r("<module>","<version>",…)` calls), and the shell's
 * recording of console 4.22's (dev/console-shell/recorded/console-4.22-share-scope.json).
 *
 *   tsx dev/tools/console-share-scope.ts --write   record it again from ../shared/realconsole
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Module name → the versions registered (redux is there twice), sorted by name. */
export type ShareScope = Record<string, string[]>;

export const RECORDED = fileURLToPath(
  new URL('../console-shell/recorded/console-4.22-share-scope.json', import.meta.url),
);

/** The modules a webpack runtime registers (`r("name","version",…)`), by name. */
export function shareScopeOf(runtime: string): ShareScope {
  const scope = new Map<string, string[]>();
  for (const [, name, version] of runtime.matchAll(/\br\("([^"]+)","([^"]+)",/g))
    scope.set(name as string, [...(scope.get(name as string) ?? []), version as string].sort());
  return Object.fromEntries([...scope].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The share scope of the console build in `dir` (its `runtime-bundle-*.js`). */
export function consoleShareScope(dir: string): ShareScope {
  const runtime = readdirSync(dir).find((f) => /^runtime-bundle-.*\.js$/.test(f));
  if (!runtime) throw new Error(`no runtime-bundle-*.js in ${dir}`);
  return shareScopeOf(readFileSync(join(dir, runtime), 'utf8'));
}

export const recordedShareScope = (): ShareScope => JSON.parse(readFileSync(RECORDED, 'utf8')) as ShareScope;

if (process.argv[2] === '--write') {
  const dir = process.argv[3] ?? fileURLToPath(new URL('../../../shared/realconsole/console-4.22', import.meta.url));
  writeFileSync(RECORDED, `${JSON.stringify(consoleShareScope(dir), null, 2)}\n`);
  console.log(`recorded ${RECORDED}`);
}
