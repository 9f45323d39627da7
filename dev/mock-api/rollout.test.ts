import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startDemoServers, type DemoServers } from '../test-support/demo-servers';

let demo: DemoServers;
beforeAll(async () => {
  demo = await startDemoServers({ stepMs: 15 });
  demo.cluster.controller.start();
});
afterAll(() => demo.close());

const get = async (path: string) => (await fetch(`${demo.apiUrl}${path}`)).json();
const POOL = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';

describe('the simulated machine-config controller', () => {
  it('rolls worker out one node at a time after it is unpaused, then reports Updated', async () => {
    const before = await get(`${POOL}/worker`);
    const target = before.spec.configuration.name;
    expect(before.status.configuration.name).not.toBe(target);

    const patched = await fetch(`${demo.apiUrl}${POOL}/worker`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json-patch+json' },
      body: JSON.stringify([
        { op: 'test', path: '/spec/paused', value: true },
        { op: 'replace', path: '/spec/paused', value: false },
      ]),
    });
    expect(patched.status).toBe(200);

    const seen = new Set<number>();
    const done = await eventually(async () => {
      const pool = await get(`${POOL}/worker`);
      seen.add(pool.status.updatedMachineCount);
      expect(pool.status.unavailableMachineCount).toBeLessThanOrEqual(1);
      const updated = pool.status.conditions.find((c: { type: string }) => c.type === 'Updated');
      return updated.status === 'True' ? pool : undefined;
    });
    expect(done.status.configuration.name).toBe(target);
    expect(done.status.updatedMachineCount).toBe(6);
    expect(seen.size).toBeGreaterThan(2);

    const nodes = await get('/api/v1/nodes?labelSelector=node-role.kubernetes.io/worker');
    expect(nodes.items).toHaveLength(6);
    for (const node of nodes.items) {
      expect(node.metadata.annotations['machineconfiguration.openshift.io/currentConfig']).toBe(target);
      expect(node.metadata.annotations['machineconfiguration.openshift.io/state']).toBe('Done');
    }
  });

  it('leaves a paused pool alone when a new release is published', async () => {
    const published = await (await fetch(`${demo.apiUrl}/_demo/publish`, { method: 'POST' })).json();
    const infra = await get(`${POOL}/infra`);
    expect(infra.spec.configuration.name).toBe(published.pools.infra);
    await new Promise((r) => setTimeout(r, 200));
    const later = await get(`${POOL}/infra`);
    expect(later.status.configuration.name).toBe(infra.status.configuration.name);
    expect(later.status.updatedMachineCount).toBe(0);
  });
});
