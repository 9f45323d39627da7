import { describe, expect, it } from 'vitest';
import { containerfileChange, containerfilesToRecord } from './build-containerfiles';
import type { BuildFacts } from './image-build';

const build = (name: string, image?: string): BuildFacts => ({
  name,
  pool: 'infra',
  config: 'rendered-infra-1',
  state: image ? 'succeeded' : 'building',
  image,
});
const mosc = (current: string, content: string) => ({
  metadata: { name: 'infra', annotations: { 'machineconfiguration.openshift.io/current-machine-os-build': current } },
  spec: { machineConfigPool: { name: 'infra' }, containerFile: [{ content }] },
});

describe('containerfilesToRecord', () => {
  it("records a build's Containerfile only while its MachineOSConfig names it, and once", () => {
    const builds = [build('infra-a', 'img@sha256:a'), build('infra-b')];
    const configs = [mosc('infra-b', 'RUN rpm-ostree install htop tmux')];
    expect(containerfilesToRecord(builds, configs, new Map())).toEqual(
      new Map([['infra-b', 'RUN rpm-ostree install htop tmux']]),
    );
    expect(containerfilesToRecord(builds, configs, new Map([['infra-b', 'x']])).size).toBe(0);
  });
});

describe('containerfileChange', () => {
  const builds = [build('infra-a', 'img@sha256:a'), build('infra-b', 'img@sha256:b')];
  const recorded = new Map([
    ['infra-a', 'RUN rpm-ostree install htop'],
    ['infra-b', 'RUN rpm-ostree install htop tmux'],
  ]);

  it('is the change from the build the machines boot to the target build', () => {
    expect(containerfileChange(builds, recorded, 'img@sha256:a', 'infra-b', 'latest')).toEqual({
      before: 'RUN rpm-ostree install htop',
      after: 'RUN rpm-ostree install htop tmux',
    });
  });

  it('takes the MachineOSConfig as it is for a target build not recorded yet', () => {
    expect(containerfileChange(builds, recorded, 'img@sha256:a', 'infra-c', 'RUN x')?.after).toBe('RUN x');
  });

  it('has none when the machines boot no built image, an unrecorded one, or the same Containerfile', () => {
    expect(containerfileChange(builds, recorded, undefined, 'infra-b', '')).toBeUndefined();
    expect(containerfileChange(builds, new Map(), 'img@sha256:a', 'infra-b', 'RUN x')).toBeUndefined();
    expect(containerfileChange(builds, recorded, 'img@sha256:b', 'infra-b', '')).toBeUndefined();
  });
});
