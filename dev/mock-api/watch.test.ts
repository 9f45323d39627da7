import { spawn } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually, startDemoServers, type DemoServers } from '../test-support/demo-servers';

let demo: DemoServers;
beforeAll(async () => {
  demo = await startDemoServers({ stepMs: 0, bookmarkMs: 100 });
});
beforeEach(() => demo.cluster.reset());
afterAll(() => demo.close());

const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
interface Event {
  type: string;
  object: {
    metadata: { name?: string; resourceVersion: string };
    status?: { updatedMachineCount?: number };
    code?: number;
  };
}

/** Opens a watch and collects its events until `done` says so (or the time runs out). */
async function watch(query: string, act: () => Promise<unknown>, done: (events: Event[]) => boolean): Promise<Event[]> {
  const controller = new AbortController();
  const response = await fetch(`${demo.apiUrl}${POOLS}?watch=true&${query}`, { signal: controller.signal });
  expect(response.status).toBe(200);
  const events: Event[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const part = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (part.done) return;
      buffer += decoder.decode(part.value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        events.push(JSON.parse(buffer.slice(0, nl)) as Event);
        buffer = buffer.slice(nl + 1);
      }
    }
  })();
  await act();
  await eventually(async () => (done(events) ? true : undefined), 5000);
  controller.abort();
  await reading;
  return events;
}

const patchPool = (name: string, body: unknown) =>
  fetch(`${demo.apiUrl}${POOLS}/${name}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/merge-patch+json' },
    body: JSON.stringify(body),
  });

describe('watch=true on the demo API, as the API server serves it', () => {
  it('resumes from a list: only the changes after its resourceVersion, each with its own', async () => {
    const list = (await (await fetch(`${demo.apiUrl}${POOLS}`)).json()) as { metadata: { resourceVersion: string } };
    const events = await watch(
      `resourceVersion=${list.metadata.resourceVersion}`,
      () => patchPool('worker', { spec: { paused: false } }),
      (e) => e.length >= 1,
    );
    expect(events[0]?.type).toBe('MODIFIED');
    expect(events[0]?.object.metadata.name).toBe('worker');
    expect(Number(events[0]?.object.metadata.resourceVersion)).toBeGreaterThan(Number(list.metadata.resourceVersion));
  });

  it('starts with every object as ADDED without a resourceVersion, and filters by field selector', async () => {
    const all = await watch(
      '',
      async () => undefined,
      (e) => e.length >= 3,
    );
    expect(all.map((e) => `${e.type} ${e.object.metadata.name}`).sort()).toEqual([
      'ADDED infra',
      'ADDED master',
      'ADDED worker',
    ]);
    const one = await watch(
      'fieldSelector=metadata.name%3Dmaster',
      async () => undefined,
      (e) => e.length >= 1,
    );
    expect(one.map((e) => e.object.metadata.name)).toEqual(['master']);
  });

  it('answers 410 Gone for a resourceVersion older than its history, and sends bookmarks when asked', async () => {
    const gone = await watch(
      'resourceVersion=1',
      async () => undefined,
      (e) => e.length >= 1,
    );
    expect(gone[0]).toMatchObject({ type: 'ERROR', object: { code: 410, reason: 'Expired' } });
    const marks = await watch(
      'allowWatchBookmarks=true&resourceVersion=0',
      async () => undefined,
      (e) => e.some((x) => x.type === 'BOOKMARK'),
    );
    expect(marks.find((e) => e.type === 'BOOKMARK')?.object.metadata.resourceVersion).toMatch(/^\d+$/);
  });

  it('kubectl get -w shows the rollout live, step by step', async () => {
    const kubectl = spawn('kubectl', [
      '--server',
      demo.apiUrl,
      'get',
      'mcp',
      'worker',
      '-w',
      '-o',
      'custom-columns=NAME:.metadata.name,UPDATED:.status.updatedMachineCount',
    ]);
    let out = '';
    kubectl.stdout.on('data', (c: Buffer) => (out += c.toString()));
    await eventually(async () => (out.includes('worker') ? true : undefined), 10_000);
    await patchPool('worker', { spec: { paused: false } });
    for (let i = 0; i < 7; i++) await fetch(`${demo.apiUrl}/_demo/tick`, { method: 'POST' });
    await eventually(async () => (/worker\s+6/.test(out) ? true : undefined), 10_000);
    kubectl.kill();
    const updated = [...out.matchAll(/worker\s+(\d+)/g)].map((m) => Number(m[1]));
    expect(updated[0]).toBe(0);
    expect(updated.at(-1)).toBe(6);
    expect(new Set(updated).size).toBeGreaterThan(3);
  });
});
