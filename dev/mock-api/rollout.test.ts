import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoServers, type DemoServers } from '../test-support/demo-servers';

let demo: DemoServers;
// Step 0: the controller moves only when a test ticks it, however busy the machine is.
beforeAll(async () => {
  demo = await startDemoServers({ stepMs: 0 });
});
beforeEach(() => demo.cluster.reset());
afterAll(() => demo.close());

const get = async (path: string) => (await fetch(`${demo.apiUrl}${path}`)).json();
const post = (path: string) => fetch(`${demo.apiUrl}${path}`, { method: 'POST' }).then((r) => r.json());
const POOL = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const condition = (pool: { status: { conditions: { type: string; status: string }[] } }, type: string) =>
  pool.status.conditions.find((c) => c.type === type)?.status;

const patchPool = (name: string, ops: unknown[]) =>
  fetch(`${demo.apiUrl}${POOL}/${name}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json-patch+json' },
    body: JSON.stringify(ops),
  });

describe('the simulated machine-config controller', () => {
  it('rolls worker out one node at a time after it is unpaused, step by step, then reports Updated', async () => {
    const before = await get(`${POOL}/worker`);
    const target = before.spec.configuration.name;
    expect(before.status.configuration.name).not.toBe(target);
    const patched = await patchPool('worker', [
      { op: 'test', path: '/spec/paused', value: true },
      { op: 'replace', path: '/spec/paused', value: false },
    ]);
    expect(patched.status).toBe(200);

    const updatedAfterEachStep: number[] = [];
    for (let step = 0; step < 7; step++) {
      await post('/_demo/tick');
      const pool = await get(`${POOL}/worker`);
      expect(pool.status.unavailableMachineCount).toBeLessThanOrEqual(1);
      updatedAfterEachStep.push(pool.status.updatedMachineCount);
    }
    expect(updatedAfterEachStep).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const done = await get(`${POOL}/worker`);
    expect(condition(done, 'Updated')).toBe('True');
    expect(done.status.configuration.name).toBe(target);

    const nodes = await get('/api/v1/nodes?labelSelector=node-role.kubernetes.io/worker');
    expect(nodes.items).toHaveLength(6);
    for (const node of nodes.items) {
      expect(node.metadata.annotations['machineconfiguration.openshift.io/currentConfig']).toBe(target);
      expect(node.metadata.annotations['machineconfiguration.openshift.io/state']).toBe('Done');
    }
  });

  it('recomputes a paused pool like the MCO when its target moves: no machine updated, Updated=False, nothing starts', async () => {
    await patchPool('master', [{ op: 'add', path: '/spec/paused', value: true }]);
    const published = await post('/_demo/publish');
    const master = await get(`${POOL}/master`);
    expect(master.spec.configuration.name).toBe(published.pools.master);
    expect(master.status.updatedMachineCount).toBe(0);
    expect(master.status.machineCount).toBe(3);
    expect(condition(master, 'Updated')).toBe('False');
    expect(condition(master, 'Updating')).toBe('False');

    await post('/_demo/tick');
    await post('/_demo/tick');
    const later = await get(`${POOL}/master`);
    expect(later.status.configuration.name).toBe(master.status.configuration.name);
    expect(later.status.updatedMachineCount).toBe(0);
    expect(later.metadata.resourceVersion).toBe(master.metadata.resourceVersion);
  });

  it('finishes the nodes that were updating when a pool is held mid-rollout, and starts no other', async () => {
    await patchPool('worker', [{ op: 'replace', path: '/spec/paused', value: false }]);
    await post('/_demo/tick'); // worker-0 starts
    await post('/_demo/tick'); // worker-0 done, worker-1 starts
    await patchPool('worker', [{ op: 'add', path: '/spec/paused', value: true }]);
    await post('/_demo/tick'); // worker-1 finishes
    await post('/_demo/tick');
    const pool = await get(`${POOL}/worker`);
    expect(pool.status.updatedMachineCount).toBe(2);
    expect(condition(pool, 'Updating')).toBe('False');
    expect(condition(pool, 'Updated')).toBe('False');
  });

  it('keeps a MachineConfigNode per node, as the MCO does: its pool, configs and update steps', async () => {
    const MCN = '/apis/machineconfiguration.openshift.io/v1/machineconfignodes';
    const cond = (mcn: { status: { conditions: { type: string; status: string; message: string }[] } }, type: string) =>
      mcn.status.conditions.find((c) => c.type === type);
    const listed = await get(MCN);
    expect(listed.kind).toBe('MachineConfigNodeList');
    const pools = new Map<string, string[]>();
    for (const mcn of listed.items)
      pools.set(mcn.spec.pool.name, [...(pools.get(mcn.spec.pool.name) ?? []), mcn.metadata.name]);
    expect(pools.get('master')).toEqual(['master-0', 'master-1', 'master-2']);
    expect(pools.get('worker')).toHaveLength(6);
    expect(pools.get('infra')).toEqual(['infra-0', 'infra-1']);
    const target = (await get(`${POOL}/worker`)).spec.configuration.name;
    const before = await get(`${MCN}/worker-0`);
    expect(cond(before, 'Updated')?.status).toBe('True');
    expect(before.status.configVersion.current).not.toBe(target);

    await patchPool('worker', [{ op: 'replace', path: '/spec/paused', value: false }]);
    await fetch(`${demo.apiUrl}/api/v1/nodes/worker-1`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/merge-patch+json' },
      body: JSON.stringify({ metadata: { annotations: { 'os-updates.demo/fail-update': 'disk full' } } }),
    });
    await post('/_demo/tick'); // worker-0 starts
    const working = await get(`${MCN}/worker-0`);
    expect(working.spec.configVersion.desired).toBe(target);
    expect(cond(working, 'Updated')?.status).toBe('False');
    expect(cond(working, 'Drained')?.status).toBe('Unknown');

    await post('/_demo/tick'); // worker-0 done, worker-1 starts
    await post('/_demo/tick'); // worker-1 fails
    const done = await get(`${MCN}/worker-0`);
    expect(cond(done, 'Updated')?.status).toBe('True');
    expect(done.status.configVersion.current).toBe(target);
    const failed = await get(`${MCN}/worker-1`);
    expect(cond(failed, 'NodeDegraded')?.status).toBe('True');
    expect(cond(failed, 'NodeDegraded')?.message).toContain('disk full');
  });
});
