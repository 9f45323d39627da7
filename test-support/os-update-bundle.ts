import { execFileSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

/**
 * The command line built into one file (`npm run build:controller`), as the controller's
 * image runs it. Tests, the bench and the demo start it rather than the sources through
 * tsx: the same code, started in 0.4 s instead of 3-4 s of compiling.
 */
export const OS_UPDATE_BUNDLE = `${root}dist-controller/os-update.mjs`;

/**
 * Builds the bundle from the sources as they are, so that nothing starts a stale one. The
 * build writes a file of its own and renames it into place: a process starting meanwhile
 * reads the old bundle or the new one, never half of one.
 */
export function buildOsUpdateBundle(): void {
  execFileSync('npm', ['run', '-s', 'build:controller'], { cwd: root, stdio: 'inherit' });
}
