import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildSync } from 'esbuild';

/**
 * Runs a bench entry built into one file, as the plugin (webpack) and the command line
 * (esbuild) ship the domain. Through tsx each module is compiled on its own and every call
 * into another module goes through an export getter: the 100,000-package diff measured
 * 20-30 % slower there than in its bundle, so the figures would be tsx's, not the code's.
 */
export function runBundled(entry: string): void {
  // Beside the entry, so that paths read relative to `import.meta.url` stay right.
  const outfile = new URL(`./.bundled-${process.pid}.mjs`, import.meta.url).pathname;
  try {
    buildSync({
      entryPoints: [new URL(entry, import.meta.url).pathname],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      logLevel: 'warning',
      // CommonJS dependencies (yaml) call `require`, which an ES module has to make.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
    const run = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`${entry} ended with ${run.status ?? run.signal}`);
  } finally {
    rmSync(outfile, { force: true });
  }
}
