import { describe, expect, it } from 'vitest';
import type { DiffWithChangelogsJson } from './changelog-diff';
import { cvesOf, fixesOfSource } from './pair-changelogs';
import { changelogPartsOf, sourceName } from './changelog-parts';
import { changelogPartName, joinChangelogParts, parseChangelogPart } from './published-changelog';

const FROM = 'quay.io/os@sha256:' + 'a'.repeat(64);
const TO = 'mirror.example/os@sha256:' + 'b'.repeat(64);
const entry = (text: string, ids: string[]) => ({
  time: '2024-10-14T12:00:00Z',
  author: 'Jane - 6.10.12-200',
  text,
  ids,
});

const diff: DiffWithChangelogsJson = {
  summary: { upgraded: 2, downgraded: 0, added: 0, removed: 0, unchanged: 1 },
  upgraded: [
    {
      name: 'kernel',
      arch: 'x86_64',
      from: '6.10.10-200.fc40',
      to: '6.10.12-200.fc40',
      changelog: [entry('- Fix CVE-2024-47674 (RHEL-1234)', ['CVE-2024-47674', 'RHEL-1234'])],
    },
    { name: 'bash', arch: 'x86_64', from: '5.2.26-3', to: '5.2.26-4', changelog: [] },
  ],
  downgraded: [],
  added: [],
  removed: [],
  fixes: ['CVE-2024-47674'],
};

describe('published changelogs', () => {
  it('names a pair by its digests and arch, whatever repository names them', async () => {
    const name = await changelogPartName(FROM, TO, 'x86_64', 0);
    expect(name).toMatch(/^os-update-changelog-[0-9a-f]{32}-0$/);
    expect(await changelogPartName(`other.example/os@${FROM.split('@')[1]}`, TO, 'x86_64', 0)).toBe(name);
    expect(await changelogPartName(FROM, TO, 'aarch64', 0)).not.toBe(name);
    expect(await changelogPartName(TO, FROM, 'x86_64', 0)).not.toBe(name);
  });

  it('publishes packages with new entries only, and reads them back by name and arch', () => {
    const parts = changelogPartsOf(FROM, TO, 'x86_64', diff, new Map([['kernel.x86_64', 'kernel']]));
    expect(parts).toHaveLength(1);
    const read = parts.map((p) => parseChangelogPart(JSON.stringify(p), 'cm/x'));
    const joined = joinChangelogParts(read);
    expect([...joined.byPackage.keys()]).toEqual(['kernel.x86_64']);
    expect(joined.fixes).toEqual(['CVE-2024-47674']);
    expect(cvesOf(joined.byPackage.get('kernel.x86_64')!.changelog)).toEqual(['CVE-2024-47674']);
  });

  it('counts the CVEs of one source package, its subpackages included', () => {
    const joined = joinChangelogParts(
      changelogPartsOf(FROM, TO, 'x86_64', diff, new Map([['kernel.x86_64', 'kernel']])),
    );
    expect(fixesOfSource(joined, 'kernel')).toEqual(['CVE-2024-47674']);
    expect(fixesOfSource(joined, 'bash')).toEqual([]);
    expect(sourceName('kernel-6.10.12-200.fc40.src.rpm')).toBe('kernel');
    expect(sourceName('NetworkManager-libnm-1.46.2-1.fc40.src.rpm')).toBe('NetworkManager-libnm');
  });

  it('names what is wrong with a part', () => {
    expect(() => parseChangelogPart('{', 'cm/x')).toThrow('cm/x: changelog.json is not JSON');
    const bad = { ...changelogPartsOf(FROM, TO, 'x86_64', diff)[0], of: 0 };
    expect(() => parseChangelogPart(JSON.stringify(bad), 'cm/x')).toThrow('cm/x: part 0 of 0 is not a part');
  });
});
