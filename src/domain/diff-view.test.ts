import { describe, expect, it } from 'vitest';
import { diffView, type RowFixes } from './diff-view';
import { parseNevra } from './nevra';
import { allRows, type ChangeKind } from './package-diff';
import { diffInAnyOrder } from './diff-in-any-order';

const diff = diffInAnyOrder(
  ['kernel-6.10-1.x86_64', 'bash-5.2-1.x86_64', 'zlib-1.3-1.x86_64', 'glibc-2.40-1.x86_64', 'vim-9.1-1.x86_64'].map(
    parseNevra,
  ),
  ['kernel-6.11-1.x86_64', 'bash-5.2-1.x86_64', 'glibc-2.39-1.x86_64', 'vim-9.1~rc1-1.x86_64', 'zstd-1.5-1.x86_64'].map(
    parseNevra,
  ),
);
const rows = allRows(diff);
const kinds = (...k: ChangeKind[]) => new Set(k);
const names = (r: { name: string }[]) => r.map((x) => x.name);

describe('diffView', () => {
  it('filters by class', () => {
    expect(names(diffView(rows, { kinds: kinds('downgraded'), search: '' }))).toEqual(['glibc', 'vim']);
    expect(names(diffView(rows, { kinds: kinds('unchanged'), search: '' }))).toEqual(['bash']);
  });

  it('searches names case-insensitively', () => {
    expect(
      names(diffView(rows, { kinds: kinds('upgraded', 'downgraded', 'added', 'removed', 'unchanged'), search: ' Z ' })),
    ).toEqual(['zlib', 'zstd']);
  });

  it('finds a package by a CVE or bug id its changelog names', () => {
    const ids = new Map([['kernel', ['CVE-2024-47674', 'RHEL-1234']]]);
    const idsOf = (r: { name: string }) => ids.get(r.name);
    const all = kinds('upgraded', 'downgraded', 'added', 'removed', 'unchanged');
    expect(names(diffView(rows, { kinds: all, search: 'cve-2024-47674', idsOf }))).toEqual(['kernel']);
    expect(names(diffView(rows, { kinds: all, search: 'RHEL-12', idsOf }))).toEqual(['kernel']);
    expect(names(diffView(rows, { kinds: all, search: 'CVE-2023', idsOf }))).toEqual([]);
  });

  it('keeps important packages first when not sorted', () => {
    expect(names(diffView(rows, { kinds: kinds('upgraded', 'downgraded', 'added', 'removed'), search: '' }))[0]).toBe(
      'kernel',
    );
  });

  it('sorts by name, by change, and by version in rpm order', () => {
    const all = kinds('upgraded', 'downgraded', 'added', 'removed');
    expect(names(diffView(rows, { kinds: all, search: '', sort: { column: 'name', direction: 'asc' } }))).toEqual([
      'glibc',
      'kernel',
      'vim',
      'zlib',
      'zstd',
    ]);
    expect(names(diffView(rows, { kinds: all, search: '', sort: { column: 'name', direction: 'desc' } }))).toEqual([
      'zstd',
      'zlib',
      'vim',
      'kernel',
      'glibc',
    ]);
    expect(names(diffView(rows, { kinds: all, search: '', sort: { column: 'change', direction: 'asc' } }))).toEqual([
      'glibc',
      'vim',
      'kernel',
      'zstd',
      'zlib',
    ]);
    // rpm decides: 9.1~rc1 is older than 9.1 (a downgrade) yet newer than 6.11.
    expect(
      names(
        diffView(rows, {
          kinds: kinds('upgraded', 'downgraded'),
          search: '',
          sort: { column: 'to', direction: 'asc' },
        }),
      ),
    ).toEqual(['glibc', 'kernel', 'vim']);
  });

  it('sorts by the Fixes column, the most serious first when descending, and filters by rating', () => {
    const all = kinds('upgraded', 'downgraded', 'added', 'removed');
    const fixes = new Map<string, RowFixes>([
      ['kernel', { count: 4, worst: 'Critical' }],
      ['glibc', { count: 1, worst: 'Moderate' }],
      ['vim', { count: 2 }],
    ]);
    const fixesOf = (r: { name: string }) => fixes.get(r.name);
    const sorted = diffView(rows, { kinds: all, search: '', fixesOf, sort: { column: 'fixes', direction: 'desc' } });
    expect(names(sorted)).toEqual(['kernel', 'glibc', 'vim', 'zstd', 'zlib']);
    expect(names(diffView(rows, { kinds: all, search: '', fixesOf, severity: 'Important' }))).toEqual(['kernel']);
    expect(names(diffView(rows, { kinds: all, search: '', fixesOf, severity: 'Low' })).sort()).toEqual([
      'glibc',
      'kernel',
    ]);
  });
});
