import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sharedDemoImages } from '../test-support/demo-servers';
import { startDemoOnKube, type DemoOnKube } from './demo-on-kube';

const run = promisify(execFile);
const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const MERGE = 'application/merge-patch+json';

interface Pool {
  spec: { configuration: { name: string } };
  status: { configuration: { name: string }; updatedMachineCount: number };
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

it('a gated pool: a plain unpause is the gate’s refusal; the approval rolls out step by step through the simulated node controller', async () => {
  const gate = { metadata: { annotations: { 'os-updates.openshift.io/gate': 'review-each-update' } } };
  expect((await send(demo.apiUrl, 'PATCH', `${POOLS}/worker`, gate)).status).toBe(200);
  const plain = await send(demo.apiUrl, 'PATCH', `${POOLS}/worker`, { spec: { paused: false } });
  expect(plain.status).toBe(403);
  expect(plain.body.message).toMatch(
    /^machineconfigpools.machineconfiguration.openshift.io "worker" is forbidden: ValidatingAdmissionPolicy/,
  );

  const target = ((await send(demo.apiUrl, 'GET', `${POOLS}/worker`)).body as unknown as Pool).spec.configuration.name;
  const approved = await send(demo.apiUrl, 'PATCH', `${POOLS}/worker`, {
    metadata: { annotations: { 'os-updates.openshift.io/approved-config': target } },
    spec: { paused: false },
  });
  expect(approved.status).toBe(200);
  let pool = approved.body as unknown as Pool;
  for (let step = 0; step < 30 && pool.status.configuration.name !== target; step++) {
    expect((await send(demo.apiUrl, 'POST', '/_demo/tick')).status).toBe(200);
    pool = (await send(demo.apiUrl, 'GET', `${POOLS}/worker`)).body as unknown as Pool;
  }
  expect(pool.status).toMatchObject({ configuration: { name: target }, updatedMachineCount: 6 });
});
