import { describe, expect, it } from 'vitest';
import { PackageList } from '../../domain/package-list';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import type { ImageSide } from '../hooks/pool-view';
import { buildAdditions } from './build-additions';

const info = (nevras: string[]) => ({ packages: PackageList.fromNevras(nevras) }) as unknown as ReleaseInfo;

describe('buildAdditions', () => {
  it('names the packages of the built image its base lacks, by name and arch, once both lists are known', () => {
    const base = ['bash-5.2-1.x86_64', 'glibc-2.40-1.x86_64', 'glibc-2.40-1.i686'];
    const side: ImageSide = {
      releaseInfoStatus: { kind: 'found' },
      releaseInfo: info(['bash-5.2-2.x86_64', 'glibc-2.40-1.x86_64', 'htop-3.3.0-3.x86_64', 'tmux-3.4-3.x86_64']),
      baseInfo: info(base),
    };
    // An upgraded base package is no addition; a name on another arch is.
    expect(buildAdditions(side)).toEqual(['htop', 'tmux']);
    expect(buildAdditions({ ...side, baseInfo: undefined })).toBeUndefined();
  });
});
