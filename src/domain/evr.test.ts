import { describe, expect, it } from 'vitest';
import { compareEvr, formatEvr, parseEvr } from './evr';

describe('parseEvr splits [E:]V[-R] as rpm does', () => {
  it.each([
    ['1:2.0-3', { epoch: '1', version: '2.0', release: '3' }],
    ['2.0-3', { epoch: '0', version: '2.0', release: '3' }],
    ['2.0', { epoch: '0', version: '2.0' }],
    ['007:1', { epoch: '7', version: '1' }],
    [':1.0-1', { epoch: '0', version: '1.0', release: '1' }],
    ['1.0-1-2', { epoch: '0', version: '1.0-1', release: '2' }],
  ])('%s', (text, evr) => {
    expect(parseEvr(text)).toEqual(evr);
  });
});

describe('compareEvr', () => {
  const cmp = (a: string, b: string) => compareEvr(parseEvr(a), parseEvr(b));

  it('compares the epoch first, as a number of any size', () => {
    expect(cmp('1:1.0-1', '2.0-1')).toBe(1);
    expect(cmp('0:2.0-1', '2.0-1')).toBe(0);
    expect(cmp('10:1', '9:1')).toBe(1);
    expect(cmp('99999999999999999999:1', '100000000000000000000:1')).toBe(-1);
  });

  it('then the version, then the release, never "version-release" as one string', () => {
    expect(cmp('1.0-10', '1.0-9')).toBe(1);
    // As one string "1.0.1-1" vs "1.0-2" would compare differently.
    expect(cmp('1.0.1-1', '1.0-2')).toBe(1);
    expect(cmp('1.0-2.fc40', '1.0-2.fc39')).toBe(1);
  });

  it('lets a missing release lose to a present one', () => {
    expect(cmp('1.0', '1.0-1')).toBe(-1);
    expect(cmp('1.0-1', '1.0')).toBe(1);
    expect(cmp('1.0', '1.0')).toBe(0);
  });
});

describe('formatEvr', () => {
  it('leaves the epoch out when it is 0', () => {
    expect(formatEvr(parseEvr('0:1.2-3'))).toBe('1.2-3');
    expect(formatEvr(parseEvr('2:1.2-3'))).toBe('2:1.2-3');
    expect(formatEvr(parseEvr('1.2'))).toBe('1.2');
  });
});
