import { describe, expect, it } from 'vitest';
import { idsIn, newChangelogEntries } from './changelog';
import { parseRpmHeader, RpmHeaderError } from './rpm-header';

const entry = (time: number, text: string, author = 'Jane <j@example.com> - 1-1') => ({ time, author, text });

describe("rpm-ostree's rule for the changelog entries an update brings", () => {
  const old = [entry(200, 'b'), entry(100, 'a')];
  it.each([
    ['new entries above the old newest', [entry(400, 'd'), entry(300, 'c'), ...old], ['d', 'c']],
    ['none when the newest is the same', old, []],
    ['stops at an entry older than the old newest', [entry(300, 'c'), entry(150, 'x'), entry(100, 'a')], ['c']],
    ['an entry of the same time but another text is new', [entry(200, 'b2'), ...old], ['b2']],
    ['a downgrade brings none', [entry(100, 'a')], []],
  ])('%s', (_, after, texts) => {
    expect(newChangelogEntries(old, after).map((e) => e.text)).toEqual(texts);
  });

  it('has nothing to compare with when the old package has no changelog', () => {
    expect(newChangelogEntries([], [entry(1, 'x')])).toEqual([]);
  });

  it('finds CVE and bug ids, upper-cased, once each', () => {
    expect(idsIn('- Fix CVE-2024-1234, cve-2024-1234 and rhbz#99 (RHEL-5; OCPBUGS-7) CVE-24-1')).toEqual([
      'CVE-2024-1234',
      'RHBZ#99',
      'RHEL-5',
      'OCPBUGS-7',
    ]);
  });
});

describe('an rpm header that is not one', () => {
  const header = (il: number, dl: number, entries: number[][] = [], data = new Uint8Array()) => {
    const out = new Uint8Array(8 + entries.length * 16 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, il);
    view.setUint32(4, dl);
    entries.forEach((e, i) => e.forEach((v, j) => view.setUint32(8 + i * 16 + j * 4, v)));
    out.set(data, 8 + entries.length * 16);
    return out;
  };
  it.each([
    [new Uint8Array(3), 'header of 3 bytes: too short'],
    [header(0, 0), 'header with 0 tags'],
    [header(2, 10, [[1000, 6, 0, 1]]), 'header says 2 tags and 10 bytes of data, but has 24 bytes'],
    [header(1, 3, [[1000, 6, 0, 1]], new TextEncoder().encode('abc')), 'tag 1000: string 0 runs past the data'],
    [header(1, 4, [[1000, 4, 0, 1]], new Uint8Array(4)), 'tag 1000: type 4, not a string'],
    [header(1, 2, [[1001, 6, 0, 1]], new Uint8Array(2)), 'header without a name'],
  ])('%#: %s', (blob, message) => {
    expect(() => parseRpmHeader(blob)).toThrow(RpmHeaderError);
    expect(() => parseRpmHeader(blob)).toThrow(message as string);
  });
});
