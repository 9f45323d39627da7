import { describe, expect, it } from 'vitest';
import type { ChangedWithChangelog } from './changelog-diff';
import { changelogParts } from './changelog-parts';

const pkg = (name: string, entries: number, lines = 3): ChangedWithChangelog => ({
  name,
  arch: 'x86_64',
  from: '1-1',
  to: '2-1',
  changelog: Array.from({ length: entries }, (_, i) => ({
    time: '2024-10-14T12:00:00Z',
    author: 'Jane <j@example.com> - 2-1',
    text: Array.from({ length: lines }, (_, l) => `- change ${i}.${l} fixes CVE-2024-${1000 + i}`).join('\n'),
    ids: [`CVE-2024-${1000 + i}`],
  })),
});
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('changelogs in ConfigMap-sized parts', () => {
  it('keeps them whole when they fit', () => {
    const packages = [pkg('kernel', 3)];
    expect(changelogParts(packages, 10_000)).toEqual([{ part: 0, of: 1, trimmed: false, packages }]);
  });

  it('cuts entries to their first line before splitting, every id kept', () => {
    const packages = [pkg('kernel', 10, 20)];
    const [only, ...rest] = changelogParts(packages, 5_000);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ part: 0, of: 1, trimmed: true });
    expect(only!.packages[0]!.changelog[0]!.text).toBe('- change 0.0 fixes CVE-2024-1000 …');
    expect(only!.packages[0]!.changelog.map((e) => e.ids[0])).toEqual(packages[0]!.changelog.map((e) => e.ids[0]));
  });

  it('splits by package when still too large, each part within the budget, none lost', () => {
    const packages = Array.from({ length: 40 }, (_, i) => pkg(`p${i}`, 5, 4));
    const parts = changelogParts(packages, 4_000);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(bytes(p.packages)).toBeLessThanOrEqual(4_000);
    expect(parts.every((p) => p.of === parts.length)).toBe(true);
    expect(parts.flatMap((p) => p.packages.map((x) => x.name))).toEqual(packages.map((p) => p.name));
  });

  it('keeps only times, authors and ids of a package too large alone', () => {
    const [part] = changelogParts([pkg('huge', 200, 1)], 20_000);
    expect(part!.packages[0]!.changelog.every((e) => e.text === '' && e.ids.length === 1)).toBe(true);
  });
});
