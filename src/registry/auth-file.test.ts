import { describe, expect, it } from 'vitest';
import { AuthFileError, credentialsFor, parseAuthFile } from './auth-file';
import { parseReference } from './reference';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('parseAuthFile and credentialsFor', () => {
  const auth = parseAuthFile(
    JSON.stringify({
      auths: {
        'quay.io': { auth: b64('robot:q-secret'), email: '' },
        'quay.io/openshift-release-dev': { auth: b64('release:r-secret') },
        'https://index.docker.io/v1/': { username: 'hub', password: 'h:secret' },
      },
    }),
    'pull-secret',
  );

  it('picks the most specific key, as containers-auth.json says', () => {
    expect(credentialsFor(auth, parseReference('quay.io/openshift-release-dev/ocp-v4.0-art-dev:x'))?.username).toBe(
      'release',
    );
    expect(credentialsFor(auth, parseReference('quay.io/other/repo:x'))?.username).toBe('robot');
    expect(credentialsFor(auth, parseReference('busybox'))).toEqual({ username: 'hub', password: 'h:secret' });
    expect(credentialsFor(auth, parseReference('registry.redhat.io/x/y:1'))).toBeUndefined();
  });

  it('says what is wrong with a bad file, never its secrets', () => {
    expect(() => parseAuthFile('{', 'f.json')).toThrow(AuthFileError);
    expect(() => parseAuthFile('{"nope": 1}', 'f.json')).toThrow('f.json: has no "auths" object');
    const bad = () => parseAuthFile(JSON.stringify({ auths: { 'r.io': { auth: b64('no-colon-secret') } } }), 'f.json');
    expect(bad).toThrow('not base64 of user:password');
    expect(bad).not.toThrow('no-colon-secret');
  });
});
