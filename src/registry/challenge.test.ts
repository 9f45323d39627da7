import { describe, expect, it } from 'vitest';
import { parseChallenge } from './challenge';

describe('parseChallenge', () => {
  it('reads bearer and basic challenges', () => {
    const bearer = parseChallenge(
      'Bearer realm="https://quay.io/v2/auth",service="quay.io",scope="repository:a/b:pull"',
    );
    expect(bearer?.scheme).toBe('bearer');
    expect(bearer?.params.get('realm')).toBe('https://quay.io/v2/auth');
    expect(bearer?.params.get('scope')).toBe('repository:a/b:pull');
    expect(parseChallenge('Basic realm="Registry Realm"')?.scheme).toBe('basic');
    expect(parseChallenge('Negotiate x')).toBeUndefined();
    expect(parseChallenge(null)).toBeUndefined();
  });
});
