/**
 * Every command the README and docs mark runnable (a fence with the info string `sh runnable`)
 * runs as written, from the repository root, and succeeds. Only cheap commands are marked: no
 * network, seconds each (the CLI on fixtures, `kubectl kustomize`).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { docFiles, readDoc, ROOT, runnableBlocks } from './markdown-docs';

const blocks = docFiles().flatMap((file) =>
  runnableBlocks(readDoc(file)).map((block) => ({ file, ...block, name: `${file}:${block.line}` })),
);

// Each `npm run -s os-update` compiles the CLI with tsx (3–4 s; more on a busy machine).
const BLOCK_TIMEOUT_MS = 90_000;

describe('runnable commands in the README and docs', () => {
  it('are there: the README, the CLI and the install docs each mark some', () => {
    const files = new Set(blocks.map((block) => block.file));
    for (const file of ['README.md', 'docs/cli.md', 'docs/install.md']) expect(files).toContain(file);
  });

  it.each(blocks)(
    '$name runs as written',
    ({ text }) => {
      // As a reader pastes it: one shell, every failure fatal (a failing command in a pipe too).
      const run = spawnSync('bash', ['-euo', 'pipefail', '-c', text], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: BLOCK_TIMEOUT_MS - 5_000,
        maxBuffer: 64 * 1024 * 1024,
      });
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
      expect(run.stdout.trim()).not.toBe('');
    },
    BLOCK_TIMEOUT_MS,
  );
});
