import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoServers, type DemoServers } from '../test-support/demo-servers';

let demo: DemoServers;
beforeAll(async () => {
  demo = await startDemoServers({ stepMs: 0, osStreams: true });
});
beforeEach(() => demo.cluster.reset());
afterAll(() => demo.close());

const MCO = '/apis/machineconfiguration.openshift.io/v1';
const get = async (path: string) => (await fetch(`${demo.apiUrl}${path}`)).json();
const patchPool = (name: string, ops: unknown[]) =>
  fetch(`${demo.apiUrl}${MCO}/machineconfigpools/${name}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json-patch+json' },
    body: JSON.stringify(ops),
  });
const pool = (name: string) => get(`${MCO}/machineconfigpools/${name}`);
const targetImage = async (name: string) =>
  (await get(`${MCO}/machineconfigs/${(await pool(name)).spec.configuration.name}`)).spec.osImageURL as string;
const streamImage = async (stream: string) =>
  ((await get(`${MCO}/osimagestreams/cluster`)).status.availableStreams as { name: string; osImage: string }[]).find(
    (s) => s.name === stream,
  )!.osImage;

describe('the 5.0-style demo cluster with OS image streams', () => {
  it("renders each pool from its stream's image: worker asked for rhel-9, master takes the default rhel-10", async () => {
    const streams = await get(`${MCO}/osimagestreams/cluster`);
    expect(streams.status.defaultStream).toBe('rhel-10');
    expect(await targetImage('worker')).toBe(await streamImage('rhel-9'));
    expect(await targetImage('master')).toBe(await streamImage('rhel-10'));
    expect((await pool('worker')).status.osImageStream).toEqual({ name: 'rhel-9' });
  });

  it('moves a pool to another stream as the MCO does: a new rendered config, reported in status once every machine runs it', async () => {
    const before = (await pool('worker')).spec.configuration.name;
    const response = await patchPool('worker', [
      { op: 'add', path: '/spec/paused', value: true },
      { op: 'add', path: '/spec/osImageStream', value: { name: 'rhel-10' } },
    ]);
    expect(response.status).toBe(200);
    const held = await pool('worker');
    expect(held.spec.configuration.name).not.toBe(before);
    expect(await targetImage('worker')).toBe(await streamImage('rhel-10'));
    await demo.cluster.controller.tick();
    // Not updated yet: the MCO reports no stream.
    expect((await pool('worker')).status.osImageStream).toBeUndefined();

    await patchPool('worker', [{ op: 'replace', path: '/spec/paused', value: false }]);
    for (let i = 0; i < 20 && (await pool('worker')).status.updatedMachineCount !== 3; i++)
      await demo.cluster.controller.tick();
    const done = await pool('worker');
    expect(done.status.configuration.name).toBe(done.spec.configuration.name);
    expect(done.status.osImageStream).toEqual({ name: 'rhel-10' });
  });

  it('refuses a stream the cluster does not offer, in the words of the admission policy, and changes nothing', async () => {
    const before = await pool('worker');
    const response = await patchPool('worker', [
      { op: 'add', path: '/spec/osImageStream', value: { name: 'rhel-11' } },
    ]);
    expect(response.status).toBe(422);
    expect((await response.json()).message).toContain(
      'The specified osImageStream name must reference a valid stream from the cluster OSImageStream resource',
    );
    expect((await pool('worker')).metadata.resourceVersion).toBe(before.metadata.resourceVersion);
  });

  it('goes back to the default cluster, without streams, on a reset that names it', async () => {
    demo.cluster.reset('default');
    expect((await fetch(`${demo.apiUrl}${MCO}/osimagestreams/cluster`)).status).toBe(404);
    expect((await pool('infra')).metadata.name).toBe('infra');
  });
});
