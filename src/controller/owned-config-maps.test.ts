import { describe, expect, it } from 'vitest';
import { caughtUp } from './owned-config-maps';

describe('caughtUp: whether the cache shows this replica’s write', () => {
  it('by the version the API server gave the write, compared as an opaque string', () => {
    expect(caughtUp({ resourceVersion: '1041' }, { resourceVersion: '1041' })).toBe(true);
    // An older copy, and one that only looks larger as a number: neither is our write.
    expect(caughtUp({ resourceVersion: '1040' }, { resourceVersion: '1041' })).toBe(false);
    expect(caughtUp({ resourceVersion: '1041-a' }, { resourceVersion: '1041' })).toBe(false);
  });

  it('a write known by its name only (a create that found the object there) is caught up by any copy', () => {
    expect(caughtUp({ resourceVersion: '7' }, { name: 'os-config-summary-x', resourceVersion: '0' })).toBe(true);
    expect(caughtUp({ resourceVersion: '7' }, { name: 'os-config-summary-x' })).toBe(true);
  });
});
