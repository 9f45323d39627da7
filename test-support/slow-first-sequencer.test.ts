import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SLOW_FIRST } from './slow-first-sequencer';

describe('SLOW_FIRST', () => {
  it('names test files that exist, each once (a renamed file would quietly lose its early start)', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    expect(SLOW_FIRST.filter((file) => !existsSync(`${root}${file}`))).toEqual([]);
    expect(new Set(SLOW_FIRST).size).toBe(SLOW_FIRST.length);
  });
});
