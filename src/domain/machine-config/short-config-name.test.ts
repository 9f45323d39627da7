import { describe, expect, it } from 'vitest';
import { shortConfigName } from './short-config-name';

describe('shortConfigName', () => {
  it('cuts the hash of a rendered config to ten characters and says it is cut', () => {
    expect(shortConfigName('rendered-worker-7c1bd8f0e6a9d13f2b54ac6e90f4d2b1')).toBe('rendered-worker-7c1bd8f0e6…');
    // A pool whose name has dashes keeps all of it.
    expect(shortConfigName('rendered-worker-canary-0123456789abcdef0123456789abcdef')).toBe(
      'rendered-worker-canary-0123456789…',
    );
  });

  it('leaves names that are not hashed as they are', () => {
    expect(shortConfigName('99-worker-ssh')).toBe('99-worker-ssh');
    expect(shortConfigName('rendered-worker-abc')).toBe('rendered-worker-abc');
  });
});
