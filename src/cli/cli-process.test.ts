import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fixturePath, fcosLockfile, rpmVercmpCases } from '../test-support/fixtures';

// npm, then node with tsx: on a busy machine one run takes tens of seconds (26 s was seen
// beside a CPU hog), so each test may take as long as the one process it starts is allowed.
const PROCESS_LIMIT = 60_000;

/** The command exactly as DESIGN section 7 runs it: `npm run -s os-update -- …`. */
const osUpdate = (args: string[], input?: string) =>
  spawnSync('npm', ['run', '-s', 'os-update', '--', ...args], { input, encoding: 'utf8', timeout: PROCESS_LIMIT });

describe('os-update as a process', { timeout: PROCESS_LIMIT + 5_000 }, () => {
  it('agrees with rpm on every case of its table through vercmp --batch', () => {
    const cases = rpmVercmpCases();
    const result = osUpdate(['vercmp', '--batch'], cases.map((c) => `${c.a}\t${c.b}`).join('\n'));
    expect(result.status).toBe(0);
    expect(result.stdout.trimEnd().split('\n').map(Number)).toEqual(cases.map((c) => c.expected));
  });

  it('prints the diff JSON and exits 0', () => {
    const result = osUpdate([
      'diff',
      fixturePath(fcosLockfile('2023-10-09-promote')),
      fixturePath(fcosLockfile('2023-10-09-revert')),
      '--format',
      'json',
    ]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).summary).toEqual({
      upgraded: 0,
      downgraded: 47,
      added: 0,
      removed: 0,
      unchanged: 380,
    });
  });

  it('exits 2 with one line on stderr for bad input', () => {
    const result = osUpdate(['vercmp', 'only-one']);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      'os-update vercmp: vercmp needs exactly two versions: os-update vercmp A B',
    ]);
  });
});
