import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoServers, type DemoServers } from '../test-support/demo-servers';

let demo: DemoServers;
beforeAll(async () => {
  demo = await startDemoServers({ stepMs: 0 });
});
beforeEach(() => demo.cluster.reset());
afterAll(() => demo.close());

const MC = '/apis/machineconfiguration.openshift.io/v1/machineconfigs';
const POOL = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const OVERRIDDEN = 'machineconfiguration.openshift.io/os-image-url-overridden';
const get = async (path: string) => (await fetch(`${demo.apiUrl}${path}`)).json();
const send = (method: string, path: string, body?: unknown) =>
  fetch(`${demo.apiUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const targetOf = async (pool: string) => {
  const name = (await get(`${POOL}/${pool}`)).spec.configuration.name;
  return get(`${MC}/${name}`);
};

const pin = (image: string) => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineConfig',
  metadata: { name: '99-worker-os-update-pin', labels: { 'machineconfiguration.openshift.io/role': 'worker' } },
  spec: { osImageURL: image },
});

describe('the simulated render controller', () => {
  it('renders every pool that takes a pinning MachineConfig with its image, marked overridden, and back on delete', async () => {
    const master = (await targetOf('master')).metadata.name;
    const infraBefore = await targetOf('infra');
    const pinned = (await targetOf('master')).spec.osImageURL;
    expect(pinned).not.toBe(infraBefore.spec.osImageURL);

    expect((await send('POST', MC, pin(pinned))).status).toBe(201);
    for (const pool of ['worker', 'infra']) {
      const target = await targetOf(pool);
      expect(target.spec.osImageURL).toBe(pinned);
      expect(target.metadata.annotations[OVERRIDDEN]).toBe('true');
    }
    // infra takes worker's MachineConfigs (a custom pool) and keeps its own kernel arguments.
    expect((await targetOf('infra')).spec.kernelArguments).toEqual(infraBefore.spec.kernelArguments);
    expect((await targetOf('master')).metadata.name).toBe(master);

    expect((await send('DELETE', `${MC}/99-worker-os-update-pin`)).status).toBe(200);
    const release = (
      await get('/api/v1/namespaces/openshift-machine-config-operator/configmaps/machine-config-osimageurl')
    ).data.osImageURL;
    for (const pool of ['worker', 'infra']) {
      const target = await targetOf(pool);
      expect(target.spec.osImageURL).toBe(release);
      expect(target.metadata.annotations[OVERRIDDEN]).toBeUndefined();
    }
  });

  it('keeps a pinned pool on its image when a release is published', async () => {
    const image = (await targetOf('worker')).spec.osImageURL;
    await send('POST', MC, pin(image));
    const published = await (await send('POST', '/_demo/publish')).json();
    expect(published.pools.worker).toBe((await get(`${POOL}/worker`)).spec.configuration.name);
    expect((await targetOf('worker')).spec.osImageURL).toBe(image);
    expect((await targetOf('master')).spec.osImageURL).not.toBe(image);
  });
});
