import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoServers, type DemoServers } from '../test-support/demo-servers';

let demo: DemoServers;
beforeAll(async () => {
  demo = await startDemoServers();
});
afterAll(() => demo.close());
beforeEach(() => {
  demo.cluster.reset();
  demo.cluster.faults.clear();
});

const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';

describe('injected faults', () => {
  it('fail a route with a Status, the given number of times', async () => {
    demo.cluster.faults.add({
      method: 'GET',
      path: '/machineconfigpools',
      status: 503,
      message: 'etcd is sad',
      times: 1,
    });
    const failed = await fetch(`${demo.apiUrl}${POOLS}`);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ kind: 'Status', code: 503, message: 'etcd is sad' });
    expect((await fetch(`${demo.apiUrl}${POOLS}`)).status).toBe(200);
  });

  it('delay a route', async () => {
    demo.cluster.faults.add({ path: '/machineconfigpools', delayMs: 300, times: 1 });
    const start = performance.now();
    const response = await fetch(`${demo.apiUrl}${POOLS}`);
    expect(response.status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
  });

  it('hold requests until the faults are cleared, then answer them', async () => {
    demo.cluster.faults.add({ path: '/machineconfigpools', hold: true });
    let answered = false;
    const pending = fetch(`${demo.apiUrl}${POOLS}`).then((r) => ((answered = true), r));
    // A second request to an unaffected path is answered meanwhile: only the matching one waits.
    expect((await fetch(`${demo.apiUrl}/api/v1/nodes`)).status).toBe(200);
    expect(answered).toBe(false);
    demo.cluster.faults.clear();
    expect((await pending).status).toBe(200);
  });

  it('drop the connection', async () => {
    demo.cluster.faults.add({ path: '/machineconfigpools', drop: true, times: 1 });
    await expect(fetch(`${demo.apiUrl}${POOLS}`)).rejects.toThrow();
  });

  it('apply a change, then fail the answer', async () => {
    demo.cluster.faults.add({
      method: 'PATCH',
      path: '/machineconfigpools/worker',
      status: 500,
      afterApply: true,
      times: 1,
    });
    const response = await fetch(`${demo.apiUrl}${POOLS}/worker`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/merge-patch+json' },
      body: '{"spec":{"paused":false}}',
    });
    expect(response.status).toBe(500);
    expect((await (await fetch(`${demo.apiUrl}${POOLS}/worker`)).json()).spec.paused).toBe(false);
    expect(demo.cluster.log.list().map((r) => r.status)).toEqual([200]);
  });
});
