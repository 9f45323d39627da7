import { describe, expect, it } from 'vitest';
import { wantedImages } from './wanted-images';

const D = (c: string) => `sha256:${c.repeat(64)}`;
const img = (c: string) => `quay.io/os@${D(c)}`;

describe('wantedImages', () => {
  it('asks for every image a pool runs or targets, per architecture of its nodes, with the pools that use it', () => {
    const wanted = wantedImages(
      [
        { pool: 'worker', images: [img('a'), img('b')], nodeArchs: ['amd64', 'arm64', 'arm64'] },
        { pool: 'master', images: [img('b')], nodeArchs: [] },
      ],
      [{ image: img('c'), releaseVersion: '4.22.1' }, { image: 'quay.io/os:latest' }],
    );
    expect([...wanted.keys()].sort()).toEqual(
      [
        `${D('a')}|aarch64`,
        `${D('a')}|x86_64`,
        `${D('b')}|aarch64`,
        `${D('b')}|x86_64`,
        `${D('c')}|aarch64`,
        `${D('c')}|x86_64`,
      ].sort(),
    );
    expect([...(wanted.get(`${D('b')}|x86_64`)?.pools ?? [])].sort()).toEqual(['master', 'worker']);
    // The release that ships the cluster's image names its version; a pool's image alone does not.
    expect(wanted.get(`${D('c')}|x86_64`)?.releaseVersion).toBe('4.22.1');
    expect(wanted.get(`${D('a')}|x86_64`)?.releaseVersion).toBeUndefined();
  });
});
