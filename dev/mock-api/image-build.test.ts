import { describe, expect, it } from 'vitest';
import { BuildFailure, packagesToInstall } from './image-build';

describe('packagesToInstall', () => {
  it('reads the packages of rpm-ostree and dnf installs, continued lines and chains included', () => {
    const containerfile = [
      'FROM configs AS final',
      'RUN rpm-ostree install htop \\',
      '      tmux && \\',
      '    ostree container commit',
      'RUN dnf install -y strace; dnf clean all',
      'COPY motd /etc/motd',
    ].join('\n');
    expect(packagesToInstall(containerfile)).toEqual(['htop', 'strace', 'tmux']);
  });

  it('fails a build that asks for a package the repository lacks, in the tool’s words', () => {
    expect(() => packagesToInstall('RUN rpm-ostree install htop nvidia-driver')).toThrow(
      new BuildFailure('error: Packages not found: nvidia-driver'),
    );
    expect(() => packagesToInstall('RUN dnf install -y nope')).toThrow('No match for argument: nope');
  });
});
