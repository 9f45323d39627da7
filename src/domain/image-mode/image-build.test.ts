import { describe, expect, it } from 'vitest';
import {
  builtImages,
  imageModeMove,
  newestBuild,
  poolImageMode,
  readBuild,
  type BuildFacts,
  type MachineOSBuildLike,
  type MachineOSConfigLike,
} from './image-build';

const image = (c: string) => `registry.example/infra-image@sha256:${c.repeat(64)}`;
const condition = (type: string, status = 'True', message = '') => ({ type, status, message });

const build = (
  name: string,
  config: string,
  conditions: ReturnType<typeof condition>[],
  created: string,
  digested?: string,
): MachineOSBuildLike => ({
  metadata: {
    name,
    creationTimestamp: created,
    labels: { 'machineconfiguration.openshift.io/target-machine-config-pool': 'infra' },
  },
  spec: { machineConfig: { name: config } },
  status: { conditions, digestedImagePushSpec: digested },
});

describe('readBuild', () => {
  it('reads the state from the condition that ended the build, a failure with its message', () => {
    const building = readBuild(build('b1', 'rendered-a', [condition('Prepared'), condition('Building')], 't1'));
    expect(building).toMatchObject({ name: 'b1', pool: 'infra', config: 'rendered-a', state: 'building' });
    expect(building.image).toBeUndefined();
    const failed = readBuild(
      build('b2', 'rendered-a', [condition('Building', 'False'), condition('Failed', 'True', 'no such package')], 't2'),
    );
    expect(failed).toMatchObject({ state: 'failed', message: 'no such package' });
    // The image counts only once the build succeeded.
    const done = readBuild(build('b3', 'rendered-a', [condition('Succeeded')], 't3', image('a')));
    expect(done).toMatchObject({ state: 'succeeded', image: image('a') });
    expect(readBuild(build('b4', 'rendered-a', [condition('Interrupted')], 't4', image('b'))).image).toBeUndefined();
  });
});

describe('an image-mode pool', () => {
  const builds: BuildFacts[] = [
    readBuild(build('old', 'rendered-a', [condition('Succeeded')], '2026-01-01T00:00:00Z', image('a'))),
    readBuild(build('new', 'rendered-b', [condition('Succeeded')], '2026-01-02T00:00:00Z', image('b'))),
    readBuild(build('rebuilt', 'rendered-b', [condition('Building')], '2026-01-03T00:00:00Z')),
  ];
  const mosc = (current: string): MachineOSConfigLike => ({
    metadata: {
      name: 'infra',
      annotations: { 'machineconfiguration.openshift.io/current-machine-os-build': current },
    },
    spec: { machineConfigPool: { name: 'infra' }, containerFile: [{ content: 'RUN rpm-ostree install htop' }] },
  });

  it('targets the MachineOSConfig’s current build when it is for the target config, else the newest for it', () => {
    expect(poolImageMode(mosc('new'), builds, 'rendered-b', []).targetImage).toBe(image('b'));
    expect(poolImageMode(mosc('old'), builds, 'rendered-b', []).build?.name).toBe('rebuilt');
    expect(poolImageMode(mosc('rebuilt'), builds, 'rendered-b', []).targetImage).toBeUndefined();
    expect(newestBuild(builds, 'infra', 'rendered-b')?.name).toBe('rebuilt');
  });

  it('says what most machines boot, none for machines still on their base image', () => {
    const mode = poolImageMode(mosc('new'), builds, 'rendered-b', [image('a'), image('a'), image('b'), undefined]);
    expect(mode.currentImage).toBe(image('a'));
    expect(mode.containerfile).toBe('RUN rpm-ostree install htop');
    expect(poolImageMode(mosc('new'), builds, 'rendered-b', [undefined]).currentImage).toBeUndefined();
  });

  it('lists the images built for the configs in use, newest first, and the move for changelogs', () => {
    expect(builtImages(builds, 'infra', ['rendered-a', 'rendered-b'])).toEqual([image('b'), image('a')]);
    expect(builtImages(builds, 'worker', ['rendered-a'])).toEqual([]);
    expect(imageModeMove(builds, 'infra', 'rendered-a', [image('b')])).toEqual({
      current: image('b'),
      target: image('a'),
    });
    expect(imageModeMove(builds, 'worker', 'rendered-a', [])).toBeUndefined();
  });
});
