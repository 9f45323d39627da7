/** Valid release-info documents for tests, built the way the cluster would hold them. */
export const DIGEST_A = `sha256:${'a'.repeat(64)}`;
export const DIGEST_B = `sha256:${'b'.repeat(64)}`;
export const IMAGE_A = `quay.io/openshift-release-dev/ocp-v4.0-art-dev@${DIGEST_A}`;

export const sampleMetadata = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  osImageUrl: IMAGE_A,
  'ostree-version': '416.94.202411201433-0',
  'ostree-checksum': 'c'.repeat(64),
  releaseVersion: '4.16.25',
  pkglist: ['NetworkManager-1:1.12.0-7.el7_6.x86_64', 'GeoIP-1.5.0-13.el7.x86_64'],
  ...overrides,
});

export const sampleConfigMap = (metadata: unknown, name = 'rhcos-416.94') => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: {
    name,
    namespace: 'openshift-machine-config-operator',
    labels: { 'os-updates.openshift.io/release-info': 'true' },
  },
  data: { 'metadata.json': typeof metadata === 'string' ? metadata : JSON.stringify(metadata) },
});
