import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sharedDemoImages } from '../test-support/demo-servers';
import { startDemoOnKube, type DemoOnKube } from './demo-on-kube';
import { lostOnTheWay } from './seed-objects';

const run = promisify(execFile);
const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const MERGE = 'application/merge-patch+json';
const [CURRENT, DESIRED, STATE] = ['currentConfig', 'desiredConfig', 'state'].map(
  (k) => `machineconfiguration.openshift.io/${k}`,
) as [string, string, string];

interface Pool {
  spec: { configuration: { name: string } };
  status: { configuration: { name: string }; updatedMachineCount: number; machineCount: number };
}
interface Node {
  metadata: { name: string; annotations: Record<string, string> };
  status: { nodeInfo?: { bootID?: string } };
}

let demo: DemoOnKube;
beforeAll(async () => {
  demo = await startDemoOnKube({ images: await sharedDemoImages(), stepMs: 0, apiPort: 0 });
}, 180_000);
afterAll(() => demo?.stop());

const send = async (
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': MERGE } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const get = async <T>(path: string) => (await send(demo.apiUrl, 'GET', path)).body as unknown as T;
const workers = async () =>
  (await get<{ items: Node[] }>('/api/v1/nodes?labelSelector=node-role.kubernetes.io/worker')).items.filter(
    (n) => !n.metadata.name.startsWith('infra'),
  );

it("takes every object of the demo's default cluster, status included, and keeps each as the demo serves it", async () => {
  expect(demo.seeded.length).toBeGreaterThan(60);
  // Every field the demo serves is one the real schemas keep: the page reads the same on a cluster.
  const lost: string[] = [];
  for (const { object, path } of demo.seeded)
    for (const difference of lostOnTheWay(object, await get(path)))
      lost.push(`${object.kind} ${object.metadata.name}: ${difference}`);
  expect(lost).toEqual([]);
});

it('npm start -- --kube: kubectl with its kubeconfig sees the seeded pools', async () => {
  const { stdout } = await run('kubectl', ['--kubeconfig', demo.kubeconfig, 'get', 'mcp', '-o', 'name']);
  expect(stdout.trim().split('\n').sort()).toEqual([
    'machineconfigpool.machineconfiguration.openshift.io/infra',
    'machineconfigpool.machineconfiguration.openshift.io/master',
    'machineconfigpool.machineconfiguration.openshift.io/worker',
  ]);
});

it("the viewer reads but cannot approve, as itself or as an admin impersonating it: kube-apiserver's RBAC", async () => {
  expect((await send(demo.viewerApiUrl, 'GET', `${POOLS}/worker`)).status).toBe(200);
  const approve = { metadata: { annotations: { 'os-updates.openshift.io/approved-config': 'x' } } };
  for (const [base, headers] of [
    [demo.viewerApiUrl, {}],
    [demo.apiUrl, { 'Impersonate-User': 'viewer' }],
  ] as const) {
    const refused = await send(base, 'PATCH', `${POOLS}/worker`, approve, headers);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('User "viewer" cannot patch resource "machineconfigpools"');
  }
});

it('a gated pool: the node controller, an API client, holds it and the gate refuses a plain unpause; its approval rolls out one machine at a time', async () => {
  const tick = async () => expect((await send(demo.apiUrl, 'POST', '/_demo/tick')).status).toBe(200);
  const gate = { metadata: { annotations: { 'os-updates.openshift.io/gate': 'review-each-update' } } };
  expect((await send(demo.apiUrl, 'PATCH', `${POOLS}/worker`, gate)).status).toBe(200);
  const before = await workers();
  const target = (await get<Pool>(`${POOLS}/worker`)).spec.configuration.name;
  // Held: steps move nothing.
  for (let i = 0; i < 3; i++) await tick();
  expect((await workers()).map((n) => n.metadata.annotations[DESIRED])).not.toContain(target);

  const plain = await send(demo.apiUrl, 'PATCH', `${POOLS}/worker`, { spec: { paused: false } });
  expect(plain.status).toBe(403);
  expect(plain.body.message).toMatch(
    /^machineconfigpools.machineconfiguration.openshift.io "worker" is forbidden: ValidatingAdmissionPolicy/,
  );

  const approved = await send(demo.apiUrl, 'PATCH', `${POOLS}/worker`, {
    metadata: { annotations: { 'os-updates.openshift.io/approved-config': target } },
    spec: { paused: false },
  });
  expect(approved.status).toBe(200);
  let steps = 0;
  for (; steps < 30 && (await get<Pool>(`${POOLS}/worker`)).status.configuration.name !== target; steps++) {
    const working = (await workers()).filter((n) => n.metadata.annotations[STATE] === 'Working');
    expect(working.length).toBeLessThanOrEqual(1); // maxUnavailable 1
    await tick();
  }
  expect(steps).toBeGreaterThanOrEqual(6);
  const after = await workers();
  expect(after.map((n) => [n.metadata.annotations[CURRENT], n.metadata.annotations[STATE]])).toEqual(
    after.map(() => [target, 'Done']),
  );
  // Each machine rebooted into it: a new boot ID, as kubelet reports it through nodes/status.
  for (const n of after)
    expect(n.status.nodeInfo?.bootID).not.toBe(
      before.find((b) => b.metadata.name === n.metadata.name)?.status.nodeInfo?.bootID,
    );
  expect((await get<Pool>(`${POOLS}/worker`)).status).toMatchObject({ machineCount: 6, updatedMachineCount: 6 });
});
