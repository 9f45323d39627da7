import { describe, expect, it } from 'vitest';
import { PackageList } from '../../domain/package-list';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { candidateReleaseInfo } from './candidate-release-info';

const info = (digest: string, overrides: Partial<ReleaseInfo>): ReleaseInfo => ({
  source: `ConfigMap x/${digest}`,
  osImageUrl: `quay.io/ocp@sha256:${digest.repeat(64)}`,
  digest: `sha256:${digest.repeat(64)}`,
  releaseVersion: '5.0.1',
  imageKind: 'node',
  packages: PackageList.fromNevras(['bash-5.2.26-3.fc40.x86_64']),
  advisories: [],
  ...overrides,
});
const index = (...infos: ReleaseInfo[]) => ({ byDigest: new Map(infos.map((i) => [i.digest, [i]])), problems: [] });

describe('candidateReleaseInfo', () => {
  const rhel9 = info('a', { stream: 'rhel-9', arch: 'x86_64' });
  const rhel10 = info('b', { stream: 'rhel-10', arch: 'x86_64' });
  const rhel10Arm = info('c', { stream: 'rhel-10', arch: 'aarch64' });

  it("gives each pool its own stream's node image of the release, for its architecture", () => {
    const all = index(rhel9, rhel10, rhel10Arm);
    expect(candidateReleaseInfo(all, '5.0.1', 'x86_64', 'rhel-9')).toBe(rhel9);
    expect(candidateReleaseInfo(all, '5.0.1', 'x86_64', 'rhel-10')).toBe(rhel10);
    expect(candidateReleaseInfo(all, '5.0.1', 'aarch64', 'rhel-10')).toBe(rhel10Arm);
    expect(candidateReleaseInfo(all, '5.0.1', 'aarch64', 'rhel-9')).toBeUndefined();
  });

  it('takes a release info that names no stream for rhel-9, and any stream when the pool has none', () => {
    const legacy = info('d', {});
    expect(candidateReleaseInfo(index(legacy), '5.0.1', 'x86_64', 'rhel-9')).toBe(legacy);
    expect(candidateReleaseInfo(index(legacy), '5.0.1', 'x86_64', 'rhel-10')).toBeUndefined();
    expect(candidateReleaseInfo(index(rhel10), '5.0.1', 'x86_64')).toBe(rhel10);
  });

  it('never offers the extensions image, another release, or an image without a package list', () => {
    const others = index(
      info('e', { imageKind: 'extensions', stream: 'rhel-9' }),
      info('f', { releaseVersion: '5.0.0', stream: 'rhel-9' }),
      info('g', { packages: undefined, stream: 'rhel-9' }),
    );
    expect(candidateReleaseInfo(others, '5.0.1', 'x86_64', 'rhel-9')).toBeUndefined();
  });
});
