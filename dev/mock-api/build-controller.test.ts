import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoRegistry, type DemoRegistry } from '../demo-registry';
import { eventually, startDemoServers, type DemoServers } from '../test-support/demo-servers';
import { machineOSConfig as infraConfig } from '../../test-support/machine-os-config';

let demo: DemoServers;
let registry: DemoRegistry;
/** A push waits for the hold it met when it was called; `pushed` counts the pushes done. */
let hold: Promise<void> = Promise.resolve();
let called = 0;
let pushed = 0;
// Step 0: a finished build lands, and nodes move, only when a test ticks.
beforeAll(async () => {
  registry = await startDemoRegistry();
  const held: DemoRegistry = {
    ...registry,
    async pushImage(layout, repository) {
      const wait = hold;
      called++;
      await wait;
      const image = await registry.pushImage(layout, repository);
      pushed++;
      return image;
    },
  };
  demo = await startDemoServers({ stepMs: 0, registry: held });
}, 120_000);
beforeEach(() => demo.cluster.reset());
afterAll(async () => {
  await demo.close();
  await registry.stop();
});

const MCO = '/apis/machineconfiguration.openshift.io/v1';
const get = async (path: string) => (await fetch(`${demo.apiUrl}${path}`)).json();
const send = (method: string, path: string, body: unknown, type = 'application/json') =>
  fetch(`${demo.apiUrl}${path}`, { method, headers: { 'Content-Type': type }, body: JSON.stringify(body) });
const tick = () => fetch(`${demo.apiUrl}/_demo/tick`, { method: 'POST' });

const machineOSConfig = (content: string) => infraConfig('infra', content);

interface Build {
  metadata: { name: string; labels: Record<string, string> };
  spec: { machineConfig: { name: string } };
  status: { conditions: { type: string; status: string; message: string }[]; digestedImagePushSpec?: string };
}
const builds = async () => (await get(`${MCO}/machineosbuilds`)).items as Build[];
const stateOf = (b: Build) =>
  ['Succeeded', 'Failed', 'Interrupted'].find((t) =>
    b.status.conditions.some((c) => c.type === t && c.status === 'True'),
  ) ?? 'Building';
/** Waits until the demo says the build has finished (it lands on the next tick). */
const finished = (name: string) =>
  eventually(async () => {
    const list = (await get('/_demo/builds')) as { name: string; finished: boolean }[];
    return list.find((b) => b.name === name && b.finished) ? true : undefined;
  }, 90_000);

describe('the simulated build controller (image mode)', () => {
  it('builds the pool’s target with its Containerfile, pushes it, and names it on the MachineOSConfig', async () => {
    const pool = await get(`${MCO}/machineconfigpools/infra`);
    expect((await send('POST', `${MCO}/machineosconfigs`, machineOSConfig('RUN rpm-ostree install htop'))).status).toBe(
      201,
    );
    const [build] = await eventually(async () => ((await builds()).length ? builds() : undefined));
    expect(build!.spec.machineConfig.name).toBe(pool.spec.configuration.name);
    expect(build!.metadata.labels['machineconfiguration.openshift.io/target-machine-config-pool']).toBe('infra');
    expect(stateOf(build!)).toBe('Building');

    await finished(build!.metadata.name);
    expect(stateOf((await builds())[0]!)).toBe('Building');
    await tick();
    const done = (await builds())[0]!;
    expect(stateOf(done)).toBe('Succeeded');
    const image = done.status.digestedImagePushSpec as string;
    expect(image).toMatch(new RegExp(`^${registry.host}/os-update-demo/infra-image@sha256:[0-9a-f]{64}$`));
    const mosc = await get(`${MCO}/machineosconfigs/infra`);
    expect(mosc.status.currentImagePullSpec).toBe(image);
    expect(mosc.metadata.annotations['machineconfiguration.openshift.io/current-machine-os-build']).toBe(
      done.metadata.name,
    );
    // The image is in the registry, by that digest.
    const [repository, digest] = image.slice(registry.host.length + 1).split('@') as [string, string];
    const manifest = await fetch(`http://${registry.host}/v2/${repository}/manifests/${digest}`, {
      headers: {
        Authorization: `Basic ${Buffer.from(`${registry.user}:${registry.password}`).toString('base64')}`,
        Accept: 'application/vnd.oci.image.manifest.v1+json, application/vnd.oci.image.index.v1+json',
      },
    });
    expect(manifest.status).toBe(200);
  }, 120_000);

  it('fails a build whose Containerfile asks for a package that does not exist, saying which', async () => {
    await send('POST', `${MCO}/machineosconfigs`, machineOSConfig('RUN rpm-ostree install htop nvidia-open'));
    const [build] = await eventually(async () => ((await builds()).length ? builds() : undefined));
    await finished(build!.metadata.name);
    await tick();
    const failed = (await builds())[0]!;
    expect(stateOf(failed)).toBe('Failed');
    expect(failed.status.conditions.find((c) => c.type === 'Failed')?.message).toBe(
      'error: Packages not found: nvidia-open',
    );
    expect((await get(`${MCO}/machineosconfigs/infra`)).status?.currentImagePullSpec).toBeUndefined();
  }, 120_000);

  it('interrupts a running build when the Containerfile changes, and builds the new one', async () => {
    await send('POST', `${MCO}/machineosconfigs`, machineOSConfig('RUN rpm-ostree install htop'));
    const [first] = await eventually(async () => ((await builds()).length ? builds() : undefined));
    const mosc = await get(`${MCO}/machineosconfigs/infra`);
    mosc.spec.containerFile = [{ content: 'RUN rpm-ostree install htop tmux' }];
    expect((await send('PUT', `${MCO}/machineosconfigs/infra`, mosc)).status).toBe(200);
    const all = await eventually(async () => ((await builds()).length === 2 ? builds() : undefined));
    const byName = new Map(all.map((b) => [b.metadata.name, stateOf(b)]));
    expect(byName.get(first!.metadata.name)).toBe('Interrupted');
    const second = all.find((b) => b.metadata.name !== first!.metadata.name)!;
    expect(byName.get(second.metadata.name)).toBe('Building');
    await finished(second.metadata.name);
    await tick();
    expect(stateOf((await builds()).find((b) => b.metadata.name === second.metadata.name)!)).toBe('Succeeded');
  }, 120_000);

  it('rolls the built image out to the pool’s nodes once it is unpaused, and not before it is built', async () => {
    // The build's push waits until no node has been seen to start while it builds: a build of
    // inputs built before can finish before the first tick (seen beside a CPU hog).
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    await send('POST', `${MCO}/machineosconfigs`, machineOSConfig('RUN rpm-ostree install htop'));
    const [build] = await eventually(async () => ((await builds()).length ? builds() : undefined));
    await send('PATCH', `${MCO}/machineconfigpools/infra`, { spec: { paused: false } }, 'application/merge-patch+json');
    await tick();
    const node = async () => (await get('/api/v1/nodes/infra-0')).metadata.annotations as Record<string, string>;
    // Still building: no node starts.
    expect((await node())['machineconfiguration.openshift.io/state']).toBe('Done');
    release();
    await finished(build!.metadata.name);
    for (let i = 0; i < 6; i++) await tick();
    const image = (await get(`${MCO}/machineosconfigs/infra`)).status.currentImagePullSpec;
    expect((await node())['machineconfiguration.openshift.io/currentImage']).toBe(image);
    const pool = await get(`${MCO}/machineconfigpools/infra`);
    expect(pool.status.updatedMachineCount).toBe(pool.status.machineCount);
  }, 120_000);

  it('drops a build of the cluster seeded before: it does not land on the new build of the same inputs', async () => {
    let releaseOld = () => {};
    hold = new Promise((resolve) => (releaseOld = resolve));
    const calledBefore = called;
    await send('POST', `${MCO}/machineosconfigs`, machineOSConfig('RUN rpm-ostree install htop'));
    const [old] = await eventually(async () => ((await builds()).length ? builds() : undefined));
    await eventually(async () => (called > calledBefore ? true : undefined), 90_000);
    // The cluster is seeded again while the old build pushes; the same inputs build again.
    await demo.cluster.reset();
    let releaseNew = () => {};
    hold = new Promise((resolve) => (releaseNew = resolve));
    await send('POST', `${MCO}/machineosconfigs`, machineOSConfig('RUN rpm-ostree install htop'));
    const [again] = await eventually(async () => ((await builds()).length ? builds() : undefined));
    expect(again!.metadata.name).toBe(old!.metadata.name);
    await eventually(async () => (called > calledBefore + 1 ? true : undefined), 90_000);
    // The old build ends: the new one is still building, and a tick does not end it.
    const pushedBefore = pushed;
    releaseOld();
    await eventually(async () => (pushed > pushedBefore ? true : undefined), 90_000);
    expect(((await get('/_demo/builds')) as { finished: boolean }[]).some((b) => b.finished)).toBe(false);
    await tick();
    expect(stateOf((await builds())[0]!)).toBe('Building');
    releaseNew();
    await finished(again!.metadata.name);
    await tick();
    expect(stateOf((await builds())[0]!)).toBe('Succeeded');
  }, 120_000);
});
