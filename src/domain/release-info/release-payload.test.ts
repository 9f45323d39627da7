import { describe, expect, it } from 'vitest';
import { parseImageReferences } from './release-payload';

const stream = (tags: Record<string, string>, name = '4.22.3') =>
  JSON.stringify({
    kind: 'ImageStream',
    apiVersion: 'image.openshift.io/v1',
    metadata: { name },
    spec: {
      tags: Object.entries(tags).map(([tag, image]) => ({ name: tag, from: { kind: 'DockerImage', name: image } })),
    },
  });

describe('parseImageReferences', () => {
  it("takes the release's version and its OS images, node before extensions, RHCOS 9 before 10", () => {
    const payload = parseImageReferences(
      stream({
        'machine-config-operator': 'q/x@sha256:1',
        'rhel-coreos-10-extensions': 'q/x@sha256:4',
        'rhel-coreos-extensions': 'q/x@sha256:2',
        'rhel-coreos': 'q/x@sha256:1',
        'rhel-coreos-10': 'q/x@sha256:3',
      }),
      'release quay.io/r@sha256:f',
    );
    expect(payload.version).toBe('4.22.3');
    expect(payload.osImages.map((i) => i.tag)).toEqual([
      'rhel-coreos',
      'rhel-coreos-extensions',
      'rhel-coreos-10',
      'rhel-coreos-10-extensions',
    ]);
  });

  it('reads OKD payloads (stream-coreos)', () => {
    expect(
      parseImageReferences(stream({ 'stream-coreos': 'q/okd@sha256:9' }, '4.22.0-okd-scos.1'), 'okd').osImages,
    ).toEqual([{ tag: 'stream-coreos', image: 'q/okd@sha256:9' }]);
  });

  it('names what is wrong: not JSON, not an ImageStream, no OS image', () => {
    expect(() => parseImageReferences('{', 'release R')).toThrow(
      /release R: release-manifests\/image-references: is not JSON/,
    );
    expect(() => parseImageReferences('{"kind":"List"}', 'release R')).toThrow(
      /release R: release-manifests\/image-references kind: .*"ImageStream"/,
    );
    expect(() => parseImageReferences(stream({ etcd: 'q/e@sha256:1' }), 'release R')).toThrow(/names no OS image/);
  });
});
