import { describe, expect, it } from 'vitest';
import { DIGEST_A, IMAGE_A, sampleConfigMap, sampleMetadata } from '../../test-support/release-info-samples';
import { ManifestError } from '../manifest/manifest-error';
import { parseImageRef, sameImage, shortDigest } from './image-ref';
import { releaseInfoFromConfigMap, releaseInfoFromMetadata } from './release-info';

const SOURCE = 'ConfigMap openshift-machine-config-operator/rhcos-416.94';
const fromMeta = (meta: unknown) => releaseInfoFromConfigMap(sampleConfigMap(meta));
const expectInvalid = (meta: unknown, message: string) => {
  expect(() => fromMeta(meta)).toThrow(ManifestError);
  expect(() => fromMeta(meta)).toThrow(message);
};

describe('release info from a ConfigMap', () => {
  it('reads image, digest, ostree version and checksum, release and packages', () => {
    const info = fromMeta(
      sampleMetadata({ advisories: [['RHSA-2024:1234', 1, 3], { id: 'RHBA-2024:9', type: 'bugfix' }] }),
    );
    expect(info).toMatchObject({
      source: SOURCE,
      osImageUrl: IMAGE_A,
      digest: DIGEST_A,
      ostreeVersion: '416.94.202411201433-0',
      releaseVersion: '4.16.25',
    });
    expect(info.packages).toHaveLength(2);
    expect(info.advisories).toEqual([
      { id: 'RHSA-2024:1234', type: 'security', severity: 'important' },
      { id: 'RHBA-2024:9', type: 'bugfix', severity: undefined },
    ]);
  });

  it('reads coreos-assembler tuples instead of pkglist', () => {
    const meta = sampleMetadata({ pkglist: undefined, 'rpmostree.rpmdb.pkglist': [['bash', 0, '5.2', '1', 'x86_64']] });
    expect(fromMeta(meta).packages?.toArray()).toEqual([
      { name: 'bash', arch: 'x86_64', epoch: '0', version: '5.2', release: '1' },
    ]);
  });

  it('accepts a release info without a package list, and never uses a precomputed pkgdiff', () => {
    const info = fromMeta(sampleMetadata({ pkglist: undefined, pkgdiff: [['bash', 2, {}]] }));
    expect(info.packages).toBeUndefined();
    expect(info).not.toHaveProperty('pkgdiff');
  });

  it.each([
    [{ ...sampleMetadata(), osImageUrl: undefined }, `${SOURCE}: metadata.json osImageUrl: is required`],
    [
      sampleMetadata({ osImageUrl: 'quay.io/ocp:4.16' }),
      'metadata.json osImageUrl: must reference the image by digest',
    ],
    [sampleMetadata({ osImageUrl: 'quay.io/ocp@sha256:abc' }), 'must reference the image by digest'],
    [sampleMetadata({ 'ostree-version': 416 }), 'metadata.json ostree-version: must be a string'],
    [sampleMetadata({ 'ostree-checksum': 'xyz' }), 'metadata.json ostree-checksum: must be 64 hex characters'],
    [sampleMetadata({ pkglist: 'bash' }), 'metadata.json pkglist: must be an array'],
    [sampleMetadata({ pkglist: [] }), 'metadata.json pkglist: is empty'],
    [sampleMetadata({ pkglist: ['bash-5.2-1.x86_64', 'oops'] }), 'metadata.json pkglist[1]: invalid NEVRA "oops"'],
    [[1, 2], `${SOURCE}: metadata.json: must be a JSON object`],
  ])('refuses bad metadata %#', (meta, message) => expectInvalid(meta, message));

  it('refuses invalid JSON and a missing key, naming the ConfigMap', () => {
    expect(() => releaseInfoFromConfigMap(sampleConfigMap('{nope'))).toThrow(
      `${SOURCE}: metadata.json: is not valid JSON`,
    );
    expect(() => releaseInfoFromConfigMap({ metadata: { name: 'x', namespace: 'ns' }, data: {} })).toThrow(
      'ConfigMap ns/x: data["metadata.json"]: is missing',
    );
  });

  it('refuses a metadata.json over the 1 MiB ConfigMap limit', () => {
    const big = JSON.stringify(sampleMetadata({ padding: 'x'.repeat(1024 * 1024) }));
    expect(() => releaseInfoFromConfigMap(sampleConfigMap(big))).toThrow('over the 1 MiB ConfigMap limit');
  });

  it('refuses a package list longer than any OS image has', () => {
    const meta = sampleMetadata({ pkglist: new Array(100_001).fill('a-1-1.noarch') });
    expect(() => releaseInfoFromMetadata('meta.json', meta)).toThrow(
      'meta.json: metadata.json pkglist: has more than 100000 entries',
    );
  });

  it('validates a parsed document too', () => {
    expect(releaseInfoFromMetadata('meta.json', sampleMetadata()).digest).toBe(DIGEST_A);
  });
});

describe('image references', () => {
  it('match by digest whatever the registry host', () => {
    const mirror = parseImageRef(`mirror.example.com:5000/ocp/release@${DIGEST_A}`);
    expect(sameImage(parseImageRef(IMAGE_A), mirror)).toBe(true);
    expect(sameImage(parseImageRef(IMAGE_A), parseImageRef(`quay.io/x@sha256:${'b'.repeat(64)}`))).toBe(false);
  });

  it('without a digest match nothing, not even themselves', () => {
    const tagged = parseImageRef('quay.io/ocp:4.16');
    expect(tagged.digest).toBeUndefined();
    expect(sameImage(tagged, tagged)).toBe(false);
  });

  it('shorten to 12 hex digits', () => {
    expect(shortDigest(DIGEST_A)).toBe('sha256:aaaaaaaaaaaa');
  });
});
