import { describe, expect, it } from 'vitest';
import type { ReleaseInfo } from './release-info';
import { pickReleaseInfo, rpmArchOf } from './pick-release-info';

const info = (arch?: string) => ({ source: `cm-${arch ?? 'none'}`, arch }) as unknown as ReleaseInfo;

describe('pickReleaseInfo', () => {
  it('takes the architecture asked for, else a release info that names none', () => {
    expect(pickReleaseInfo([info('x86_64'), info('aarch64')], 'aarch64')?.source).toBe('cm-aarch64');
    expect(pickReleaseInfo([info('x86_64'), info()], 'aarch64')?.source).toBe('cm-none');
    expect(pickReleaseInfo([info('x86_64')], 'aarch64')).toBeUndefined();
  });

  it('without an architecture, prefers x86_64, then one that names none', () => {
    expect(pickReleaseInfo([info('aarch64'), info('x86_64')])?.source).toBe('cm-x86_64');
    expect(pickReleaseInfo([info('aarch64'), info()])?.source).toBe('cm-none');
    expect(pickReleaseInfo([info('s390x')])?.source).toBe('cm-s390x');
    expect(pickReleaseInfo(undefined)).toBeUndefined();
  });

  it("maps Kubernetes' architecture names to rpm's", () => {
    expect(rpmArchOf('arm64')).toBe('aarch64');
    expect(rpmArchOf('amd64')).toBe('x86_64');
    expect(rpmArchOf('s390x')).toBe('s390x');
  });
});
