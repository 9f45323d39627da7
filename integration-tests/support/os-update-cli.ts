import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The project's command line, run as a user runs it: `npm run -s os-update -- …`. */
export async function osUpdate(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '-s', 'os-update', '--', ...args]);
  return stdout;
}
