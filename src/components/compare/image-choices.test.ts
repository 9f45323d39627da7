import { describe, expect, it } from 'vitest';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { choiceLabel } from './image-choices';

const base: ReleaseInfo = {
  source: 'ConfigMap x/y',
  osImageUrl: `q/r@sha256:${'a'.repeat(64)}`,
  digest: `sha256:${'a'.repeat(64)}`,
  releaseVersion: '4.22.1',
  arch: 'x86_64',
  advisories: [],
};

describe('choiceLabel', () => {
  it('names a node image by its OS version, release, architecture and short digest', () => {
    expect(choiceLabel({ ...base, ostreeVersion: '40.20241019.3.0' }, 'extensions')).toBe(
      '40.20241019.3.0 · OpenShift 4.22.1 · x86_64 · sha256:aaaaaaaaaaaa',
    );
  });

  it('says the digest of an image without an OS version (an extensions image) once', () => {
    expect(choiceLabel({ ...base, imageKind: 'extensions' }, 'extensions')).toBe(
      'OpenShift 4.22.1 · x86_64 · extensions · sha256:aaaaaaaaaaaa',
    );
  });
});
