import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The project's copy of the real Fedora CoreOS manifests and rpm's vercmp table. */
export const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/', import.meta.url));

export const fixturePath = (name: string): string => `${FIXTURES_DIR}${name}`;
export const readFixture = (name: string): string => readFileSync(fixturePath(name), 'utf8');
export const fcosLockfile = (date: string, arch = 'x86_64'): string => `fcos/manifest-lock.${arch}.${date}.json`;

export interface VercmpCase {
  readonly a: string;
  readonly b: string;
  readonly expected: -1 | 0 | 1;
}

/** rpm's own rpmvercmp test table (tests/rpmvercmp.at), one case a line. */
export function rpmVercmpCases(): VercmpCase[] {
  const [, ...lines] = readFixture('rpmvercmp-cases.tsv')
    .split('\n')
    .filter((l) => l !== '');
  return lines.map((line) => {
    const [a = '', b = '', expected = ''] = line.split('\t');
    return { a, b, expected: Number(expected) as -1 | 0 | 1 };
  });
}
