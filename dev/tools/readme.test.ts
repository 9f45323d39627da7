/**
 * The README is the front door: short, and it starts with the two commands that set up a fresh
 * machine, the second of them exactly what CI runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fencedBlocks, readDoc, ROOT } from './markdown-docs';

const readme = readDoc('README.md');
const DEMO = 'npm ci && npm start';
const TEST = 'npm ci && npm test';
/** A block's commands, their trailing comments left out. */
const commands = (text: string) => text.split('\n').map((line) => line.replace(/\s+#.*$/, '').trim());

describe('README.md', () => {
  it('is under 200 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThan(200);
  });

  it('starts with the two commands: the demo, then the whole test suite', () => {
    const [title, blank, ...rest] = readme.split('\n');
    expect(title).toMatch(/^# /);
    expect(blank).toBe('');
    // Nothing but the title before them: the first block, right under it.
    expect(rest[0]).toMatch(/^```/);
    expect(commands(fencedBlocks(readme)[0]!.text)).toEqual([DEMO, TEST]);
  });

  it("gives the test command CI runs: .ci/run runs exactly it, and it runs npm test's whole suite", () => {
    const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    // The commands it runs: its comments may name npm test too.
    const run = ci.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(run.filter((line) => line.includes('npm test'))).toEqual([TEST]);
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    for (const part of ['npm run lint', 'npm run build', 'test:unit', 'npm run test:e2e'])
      expect(scripts.test).toContain(part);
  });
});
