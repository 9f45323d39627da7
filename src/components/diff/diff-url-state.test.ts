import { describe, expect, it } from 'vitest';
import { readDiffFilter, shownKinds, writeDiffFilter } from './diff-url-state';

describe('diff filter in the URL', () => {
  it('round-trips classes, search and sort per pool, leaving other parameters alone', () => {
    const query = writeDiffFilter('?other=1&infra.search=x', 'worker', {
      kinds: new Set(['removed', 'downgraded']),
      search: 'kernel',
      sort: { column: 'to', direction: 'desc' },
    });
    expect(query).toBe(
      '?other=1&infra.search=x&worker.changes=downgraded%2Cremoved&worker.search=kernel&worker.sort=to.desc',
    );
    const read = readDiffFilter(query, 'worker');
    expect([...read.kinds]).toEqual(['downgraded', 'removed']);
    expect(read.search).toBe('kernel');
    expect(read.sort).toEqual({ column: 'to', direction: 'desc' });
    expect(readDiffFilter(query, 'infra').search).toBe('x');
  });

  it('keeps the severity filter and the sort by Fixes; an unknown rating is ignored', () => {
    const query = writeDiffFilter('', 'worker', {
      kinds: new Set(),
      search: '',
      sort: { column: 'fixes', direction: 'desc' },
      severity: 'Important',
    });
    expect(query).toBe('?worker.sort=fixes.desc&worker.severity=important');
    expect(readDiffFilter(query, 'worker')).toMatchObject({
      sort: { column: 'fixes', direction: 'desc' },
      severity: 'Important',
    });
    expect(readDiffFilter('?worker.severity=urgent', 'worker').severity).toBeUndefined();
  });

  it('writes nothing for the defaults, and ignores what it does not know', () => {
    expect(writeDiffFilter('?worker.search=a', 'worker', { kinds: new Set(), search: '' })).toBe('');
    const read = readDiffFilter('?worker.changes=upgraded,bogus&worker.sort=size.up', 'worker');
    expect([...read.kinds]).toEqual(['upgraded']);
    expect(read.sort).toBeUndefined();
  });

  it('shows every change, never the unchanged packages, when no class is chosen', () => {
    expect([...shownKinds(new Set())].sort()).toEqual(['added', 'downgraded', 'removed', 'upgraded']);
    expect([...shownKinds(new Set(['unchanged']))]).toEqual(['unchanged']);
  });
});
