import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface KubectlResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Debian's kubectl against a demo API server (`apiUrl()`, read at each call); resolves even on a non-zero exit. */
export const kubectlAt =
  (apiUrl: () => string) =>
  async (...args: string[]): Promise<KubectlResult> => {
    try {
      const { stdout, stderr } = await run('kubectl', ['--server', apiUrl(), ...args]);
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };
