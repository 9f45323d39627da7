import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const elsewhere = mkdtempSync(join(tmpdir(), 'os-update-plugin-built-elsewhere-'));
// A copy with node_modules linked in: removing it takes a while on a busy machine.
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }), 120_000);

const build = (dir: string) => execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: dir, stdio: 'ignore' });
const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

describe('the plugin build', () => {
  it('is the same, byte for byte, when the same sources are built in another folder', () => {
    if (!existsSync(join(root, 'dist/plugin-manifest.json'))) build(root);
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    for (const file of tracked) if (existsSync(join(root, file))) cpSync(join(root, file), join(elsewhere, file));
    execFileSync('cp', ['-al', join(root, 'node_modules'), join(elsewhere, 'node_modules')]);
    build(elsewhere);
    const here = files(join(root, 'dist'));
    expect(files(join(elsewhere, 'dist'))).toEqual(here);
    for (const file of here.filter((f) => f.includes('.')))
      expect(readFileSync(join(elsewhere, 'dist', file)), file).toEqual(readFileSync(join(root, 'dist', file)));
  }, 240_000);
});
