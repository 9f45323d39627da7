import { describe, expect, it } from 'vitest';
import { sampleConfigMap, sampleMetadata } from '../test-support/release-info-samples';
import { createReleaseInfoIndexer } from './release-infos';

const versioned = (meta: unknown, name: string, resourceVersion: string) => {
  const cm = sampleConfigMap(meta, name);
  return { ...cm, metadata: { ...cm.metadata, uid: `uid-${name}`, resourceVersion } };
};

describe('createReleaseInfoIndexer', () => {
  it('indexes by digest and reports broken ConfigMaps by name', () => {
    const index = createReleaseInfoIndexer()([
      versioned(sampleMetadata(), 'good', '1'),
      versioned(sampleMetadata({ osImageUrl: 'quay.io/x:latest' }), 'broken', '1'),
    ]);
    expect([...index.byDigest.values()].flat().map((i) => i.source)).toEqual([
      'ConfigMap openshift-machine-config-operator/good',
    ]);
    expect(index.problems).toEqual([
      { configMap: 'broken', message: expect.stringContaining('must reference the image by digest') },
    ]);
  });

  it('parses a ConfigMap again only when its resourceVersion moves', () => {
    const indexer = createReleaseInfoIndexer();
    const first = [...indexer([versioned(sampleMetadata(), 'good', '1')]).byDigest.values()].flat()[0];
    const again = [...indexer([versioned(sampleMetadata(), 'good', '1')]).byDigest.values()].flat()[0];
    const changed = [
      ...indexer([versioned(sampleMetadata({ releaseVersion: '4.22.9' }), 'good', '2')]).byDigest.values(),
    ].flat()[0];
    expect(again).toBe(first);
    expect(changed).not.toBe(first);
    expect(changed?.releaseVersion).toBe('4.22.9');
  });
});
