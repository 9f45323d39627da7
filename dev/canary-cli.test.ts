import { execFile } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OS_UPDATE_BUNDLE } from '../test-support/os-update-bundle';
import { startDemoServers, type DemoServers } from './test-support/demo-servers';

/** `os-update canary status` against the demo's API server, stepped by hand (stepMs 0). */
let demo: DemoServers;
beforeAll(async () => {
  demo = await startDemoServers({ stepMs: 0 });
});
beforeEach(() => demo.cluster.reset());
afterAll(() => demo.close());

const MCP = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
function canary(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [OS_UPDATE_BUNDLE, 'canary', ...args], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}
const send = (method: string, path: string, body: unknown, type = 'application/json') =>
  fetch(`${demo.apiUrl}${path}`, { method, headers: { 'Content-Type': type }, body: JSON.stringify(body) });
const status = async () =>
  JSON.parse((await canary('status', 'worker', '--server', demo.apiUrl, '--format', 'json')).stdout);

/** The canary pool as the page makes it, and worker-0 labelled into it, as its first step does. */
async function startCanary(promotion?: object | string): Promise<string> {
  const target = (
    (await (await fetch(`${demo.apiUrl}${MCP}/worker`)).json()) as { spec: { configuration: { name: string } } }
  ).spec.configuration.name;
  await send('POST', MCP, {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfigPool',
    metadata: {
      name: 'worker-canary',
      annotations: {
        'os-updates.openshift.io/gate': 'review-each-update',
        'os-updates.openshift.io/canary-of': 'worker',
        'os-updates.openshift.io/canary-target': target,
        'os-updates.openshift.io/canary-machines': 'worker-0',
        ...(promotion === undefined
          ? {}
          : {
              'os-updates.openshift.io/canary-promotion':
                typeof promotion === 'string' ? promotion : JSON.stringify(promotion),
            }),
      },
    },
    spec: {
      paused: true,
      machineConfigSelector: {
        matchExpressions: [
          { key: 'machineconfiguration.openshift.io/role', operator: 'In', values: ['worker', 'worker-canary'] },
        ],
      },
      nodeSelector: { matchLabels: { 'node-role.kubernetes.io/worker-canary': '' } },
    },
  });
  return target;
}

describe('os-update canary status', () => {
  it('says a pool has no canary, in words and in JSON', async () => {
    const text = await canary('status', 'worker', '--server', demo.apiUrl);
    expect(text).toMatchObject({ code: 0, stdout: 'worker has no canary\n' });
    expect(await status()).toEqual({
      pool: 'worker',
      canary: null,
      phase: 'none',
      message: 'worker has no canary',
      reviewedTarget: null,
      machines: [],
      updated: null,
      finishedAt: null,
      promotion: null,
    });
  });

  it('follows a canary from preparing to watching, naming its machine and when it finished', async () => {
    const target = await startCanary();
    expect(await status()).toMatchObject({
      canary: 'worker-canary',
      phase: 'preparing',
      message: 'labelling worker-0 into worker-canary',
      reviewedTarget: target,
      machines: [{ name: 'worker-0', state: 'Done', ready: true }],
    });
    await send(
      'PATCH',
      '/api/v1/nodes/worker-0',
      [{ op: 'add', path: '/metadata/labels/node-role.kubernetes.io~1worker-canary', value: '' }],
      'application/json-patch+json',
    );
    await demo.cluster.controller.tick();
    const ready = await status();
    expect(ready.phase).toBe('preparing');
    expect(ready.message).toMatch(/^approving worker-canary for rendered-worker-canary-/);
    const rendered = /for (rendered-worker-canary-[0-9a-f]+)/.exec(ready.message)?.[1];
    expect(rendered).toBeDefined();
    await send(
      'PATCH',
      `${MCP}/worker-canary`,
      [
        { op: 'replace', path: '/spec/paused', value: false },
        { op: 'add', path: '/metadata/annotations/os-updates.openshift.io~1approved-config', value: rendered },
      ],
      'application/json-patch+json',
    );
    for (let i = 0; i < 3; i++) await demo.cluster.controller.tick();
    const watching = await status();
    expect(watching).toMatchObject({
      phase: 'watching',
      machines: [{ name: 'worker-0', config: rendered, state: 'Done', ready: true }],
      updated: { machines: 1, updated: 1 },
      promotion: { laterWaves: 'by-hand', reviewEachUpdate: true, window: null },
    });
    expect(Date.parse(watching.finishedAt)).not.toBeNaN();
    const text = (await canary('status', 'worker', '--server', demo.apiUrl)).stdout;
    expect(text).toContain('Canary worker-canary of worker: watching: the canary is done: promote worker or stop');
    expect(text).toContain('Promotion: by hand; the rest roll out now');
  });

  it("says when the controller promotes, as the review chose: once the canary's machines are Ready, in a window", async () => {
    await startCanary({
      laterWaves: 'when-healthy',
      reviewEachUpdate: false,
      window: { start: '2030-01-05T22:00Z', durationMinutes: 120, repeat: 'once' },
    });
    const text = (await canary('status', 'worker', '--server', demo.apiUrl)).stdout;
    expect(text).toContain(
      'Promotion: by the controller once every canary machine is updated and Ready; the rest roll out in the window starting 2030-01-05T22:00Z',
    );
    expect((await status()).promotion).toEqual({
      laterWaves: 'when-healthy',
      reviewEachUpdate: false,
      window: { start: '2030-01-05T22:00Z', durationMinutes: 120, repeat: 'once' },
    });
  });

  it('names a promotion it cannot read, and exits 2', async () => {
    await startCanary('{"laterWaves":"tomorrow"}');
    expect(await canary('status', 'worker', '--server', demo.apiUrl)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'canary worker-canary not read: os-updates.openshift.io/canary-promotion: laterWaves must be by-hand or when-healthy',
      ),
    });
  });

  it('exits 2 naming a pool that does not exist, or a verb it does not know', async () => {
    expect(await canary('status', 'gpu', '--server', demo.apiUrl)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('pool "gpu" does not exist'),
    });
    expect((await canary('promote', 'worker', '--server', demo.apiUrl)).code).toBe(2);
  });
});
