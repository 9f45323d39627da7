import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnController, type ControllerProcess } from '../test-support/controller-cluster';
import { installing, machineOSConfig } from '../test-support/machine-os-config';
import { startDemoRegistry, type DemoRegistry } from './demo-registry';
import { eventually, startDemoServers, type DemoServers } from './test-support/demo-servers';

const MCO = '/apis/machineconfiguration.openshift.io/v1';
let demo: DemoServers;
let registry: DemoRegistry;
let controller: ControllerProcess;

beforeAll(async () => {
  registry = await startDemoRegistry();
  demo = await startDemoServers({ stepMs: 0, registry });
  controller = spawnController(demo.apiUrl, 'image-mode', '--resync-seconds', '1');
}, 120_000);
afterAll(async () => {
  await new Promise((r) => (controller.once('exit', r), controller.kill('SIGTERM')));
  await demo.close();
  await registry.stop();
});

const get = async (path: string) => (await fetch(`${demo.apiUrl}${path}`)).json();

describe('the controller and an image-mode pool', () => {
  it('publishes the built image’s release info from its rpm database, the build’s packages in it', async () => {
    await fetch(`${demo.apiUrl}${MCO}/machineosconfigs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(machineOSConfig('infra', installing('htop tmux'))),
    });
    await eventually(async () => {
      const builds = (await get('/_demo/builds')) as { finished: boolean }[];
      return builds.some((b) => b.finished) ? true : undefined;
    }, 90_000);
    await fetch(`${demo.apiUrl}/_demo/tick`, { method: 'POST' });
    const image = (await get(`${MCO}/machineosconfigs/infra`)).status.currentImagePullSpec as string;
    const info = await eventually(async () => {
      const cms = (await get('/api/v1/namespaces/openshift-machine-config-operator/configmaps')).items as {
        data?: Record<string, string>;
      }[];
      const meta = cms
        .map((cm) => JSON.parse(cm.data?.['metadata.json'] ?? '{}') as Record<string, unknown>)
        .find((m) => m.osImageUrl === image);
      return meta;
    }, 60_000);
    expect(info.source).toBe('rpmdb');
    expect(info.pkglist).toEqual(expect.arrayContaining(['htop-3.3.0-3.fc40.x86_64', 'tmux-3.4-3.fc40.x86_64']));
    expect(controller.output).not.toContain(registry.password);
  }, 180_000);

  it('pauses an approved image-mode pool again when its image is rebuilt during the rollout, with an Event', async () => {
    const pool = await get(`${MCO}/machineconfigpools/infra`);
    const image = (await get(`${MCO}/machineosconfigs/infra`)).status.currentImagePullSpec as string;
    // As the page approves: the reviewed config and image recorded, the pool unpaused.
    const approved = await fetch(`${demo.apiUrl}${MCO}/machineconfigpools/infra`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json-patch+json' },
      body: JSON.stringify([
        { op: 'test', path: '/spec/paused', value: true },
        { op: 'test', path: '/spec/configuration/name', value: pool.spec.configuration.name },
        { op: 'replace', path: '/spec/paused', value: false },
        {
          op: 'add',
          path: '/metadata/annotations',
          value: {
            ...pool.metadata.annotations,
            'os-updates.openshift.io/approved-config': pool.spec.configuration.name,
            'os-updates.openshift.io/approved-image': image,
          },
        },
      ]),
    });
    expect(approved.status).toBe(200);
    await fetch(`${demo.apiUrl}/_demo/tick`, { method: 'POST' });
    expect((await get(`${MCO}/machineconfigpools/infra`)).spec.paused).toBe(false);

    const mosc = await get(`${MCO}/machineosconfigs/infra`);
    mosc.spec.containerFile = [{ content: 'RUN rpm-ostree install htop tmux strace' }];
    await fetch(`${demo.apiUrl}${MCO}/machineosconfigs/infra`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(mosc),
    });
    const event = await eventually(async () => {
      const events = (await get('/api/v1/namespaces/default/events')).items as {
        reason: string;
        message: string;
        involvedObject: { name: string };
      }[];
      return events.find((e) => e.involvedObject.name === 'infra' && e.reason === 'TargetMovedFromApproved');
    }, 30_000);
    expect(event.message).toContain(`not the approved ${image}`);
    expect((await get(`${MCO}/machineconfigpools/infra`)).spec.paused).toBe(true);
  }, 120_000);

  it('publishes the changelogs from the image the machines boot to the image built for the target', async () => {
    // The build of the edited MachineOSConfig lands; infra-0 finished booting the first image.
    await eventually(async () => {
      const builds = (await get('/_demo/builds')) as { finished: boolean }[];
      return builds.some((b) => b.finished) ? true : undefined;
    }, 90_000);
    await fetch(`${demo.apiUrl}/_demo/tick`, { method: 'POST' });
    const booted = (await get('/api/v1/nodes/infra-0')).metadata.annotations[
      'machineconfiguration.openshift.io/currentImage'
    ];
    const target = (await get(`${MCO}/machineosconfigs/infra`)).status.currentImagePullSpec as string;
    expect(booted).toMatch(/os-update-demo\/infra-image@sha256:/);
    expect(target).not.toBe(booted);
    const published = await eventually(async () => {
      const cms = (await get('/api/v1/namespaces/os-update-plugin/configmaps')).items as {
        metadata: { annotations?: Record<string, string>; labels?: Record<string, string> };
      }[];
      return cms.find(
        (cm) =>
          cm.metadata.labels?.['os-updates.openshift.io/changelog'] === 'true' &&
          cm.metadata.annotations?.['os-updates.openshift.io/from'] === booted &&
          cm.metadata.annotations?.['os-updates.openshift.io/to'] === target,
      );
    }, 60_000);
    expect(published).toBeDefined();
  }, 120_000);

  it('records the Containerfile each build was made from, which the MachineOSConfig no longer has', async () => {
    const builds = ((await get(`${MCO}/machineosbuilds`)).items as { metadata: { name: string } }[]).map(
      (b) => b.metadata.name,
    );
    expect(builds).toHaveLength(2);
    const recorded = await eventually(async () => {
      const cm = await fetch(
        `${demo.apiUrl}/api/v1/namespaces/os-update-plugin/configmaps/os-update-build-containerfiles`,
      );
      const data = cm.ok ? ((await cm.json()).data as Record<string, string>) : undefined;
      return data && Object.keys(data).length === 2 ? data : undefined;
    }, 30_000);
    expect(Object.keys(recorded).sort()).toEqual([...builds].sort());
    expect(Object.values(recorded).sort()).toEqual(
      ['RUN rpm-ostree install htop tmux strace', installing('htop tmux')].sort(),
    );

    // Deleted by another hand: written again whole, the Containerfile no MachineOSConfig has any more with it.
    const path = `/api/v1/namespaces/os-update-plugin/configmaps/os-update-build-containerfiles`;
    const { uid } = (await get(path)).metadata;
    await fetch(`${demo.apiUrl}${path}`, { method: 'DELETE' });
    const again = await eventually(async () => {
      const cm = await fetch(`${demo.apiUrl}${path}`);
      const body = cm.ok ? await cm.json() : undefined;
      return body && body.metadata.uid !== uid ? (body.data as Record<string, string>) : undefined;
    }, 10_000);
    expect(again).toEqual(recorded);
  }, 60_000);
});
