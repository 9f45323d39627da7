import { describe, expect, it } from 'vitest';
import { formatReference, ImageReferenceError, parseReference } from './reference';

const D = `sha256:${'ab'.repeat(32)}`;

describe('parseReference', () => {
  it('splits registry, repository, tag and digest as the distribution grammar does', () => {
    expect(parseReference(`quay.io/openshift-release-dev/ocp-v4.0-art-dev@${D}`)).toEqual({
      registry: 'quay.io',
      repository: 'openshift-release-dev/ocp-v4.0-art-dev',
      tag: undefined,
      digest: D,
    });
    expect(parseReference('127.0.0.1:5000/os/node:4.22')).toMatchObject({
      registry: '127.0.0.1:5000',
      repository: 'os/node',
      tag: '4.22',
    });
    expect(parseReference('localhost/a/b')).toMatchObject({ registry: 'localhost', repository: 'a/b', tag: 'latest' });
    expect(parseReference('busybox')).toMatchObject({ registry: 'docker.io', repository: 'library/busybox' });
    expect(parseReference(`r.io/a:t@${D}`)).toMatchObject({ tag: 't', digest: D });
  });

  it('prints by digest when there is one', () => {
    expect(formatReference(parseReference(`r.io/a:t@${D}`))).toBe(`r.io/a@${D}`);
    expect(formatReference(parseReference('r.io/a'))).toBe('r.io/a:latest');
  });

  it('names what is wrong with a bad reference', () => {
    expect(() => parseReference('r.io/a@sha256:xyz')).toThrow(ImageReferenceError);
    expect(() => parseReference('r.io/a@sha256:xyz')).toThrow('the digest must be sha256:<64 lowercase hex>');
    expect(() => parseReference('r.io/Upper/case')).toThrow('lowercase path components');
    expect(() => parseReference('')).toThrow('is empty');
  });
});
