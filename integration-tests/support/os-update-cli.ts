import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { OS_UPDATE_BUNDLE } from '../../test-support/os-update-bundle';

const run = promisify(execFile);

/** The project's command line, as it ships: its bundle (the controller image's entry point). */
export async function osUpdate(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [OS_UPDATE_BUNDLE, ...args]);
  return stdout;
}

export type ChangeKind = 'upgraded' | 'downgraded' | 'added' | 'removed' | 'unchanged';

/** What `os-update diff --format json` counts between two of the FCOS fixtures' x86_64 lockfiles (by date). */
export async function lockfileSummary(from: string, to: string): Promise<Record<ChangeKind, number>> {
  const out = await osUpdate(
    'diff',
    `fixtures/fcos/manifest-lock.x86_64.${from}.json`,
    `fixtures/fcos/manifest-lock.x86_64.${to}.json`,
    '--format',
    'json',
  );
  return (JSON.parse(out) as { summary: Record<ChangeKind, number> }).summary;
}
