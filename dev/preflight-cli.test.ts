import { execFile } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OS_UPDATE_BUNDLE } from '../test-support/os-update-bundle';
import { startDemoServers, type DemoServers } from './test-support/demo-servers';

/** `os-update preflight` against the demo's API server, as an admin runs it (`--server`, kubectl's door). */
let demo: DemoServers;
beforeAll(async () => {
  demo = await startDemoServers({ stepMs: 60_000 });
});
beforeEach(() => demo.cluster.reset());
afterAll(() => demo.close());

function preflight(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [OS_UPDATE_BUNDLE, 'preflight', ...args], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const api = (path: string, init: RequestInit) =>
  fetch(`${demo.apiUrl}${path}`, { ...init, headers: { 'Content-Type': 'application/json' } });

describe('os-update preflight', () => {
  it('names the budget that will hold worker’s drain, exits 3, and prints DESIGN section 7’s JSON', async () => {
    const { code, stdout } = await preflight('worker', '--server', demo.apiUrl, '--format', 'json');
    expect(code).toBe(3);
    const report = JSON.parse(stdout);
    expect(Object.keys(report)).toEqual(['pool', 'blockers', 'unavailable', 'alerts', 'forecast']);
    expect(report).toMatchObject({
      pool: 'worker',
      blockers: [
        { kind: 'PodDisruptionBudget', namespace: 'payments', name: 'db', nodes: ['worker-0', 'worker-1', 'worker-2'] },
      ],
      unavailable: [],
      forecast: null,
    });
    // The demo's budget at its limit fires PodDisruptionBudgetAtLimit, as the cluster's rule would.
    expect(report.alerts).toContainEqual({ name: 'PodDisruptionBudgetAtLimit', severity: 'warning' });
  });

  it('tells budget alerts apart by their budget, and shows a pool only those of budgets over its machines', async () => {
    const worker = await preflight('worker', '--server', demo.apiUrl);
    const budgetLines = worker.stdout.split('\n').filter((l) => l.startsWith('Alert warning PodDisruptionBudget'));
    expect(budgetLines.length).toBeGreaterThan(0);
    for (const line of budgetLines) expect(line).toMatch(/^Alert warning PodDisruptionBudget\w+ \(payments\/db\): /);
    const infra = await preflight('infra', '--server', demo.apiUrl);
    expect(infra.stdout).not.toContain('PodDisruptionBudget');
  });

  it('exits 0 for a pool nothing holds, and says so in words', async () => {
    const { code, stdout } = await preflight('infra', '--server', demo.apiUrl);
    expect(code).toBe(0);
    expect(stdout).toContain('Pool infra: 2 machines, 1 at a time');
    expect(stdout).toContain('Unavailable machines: none');
    expect(stdout).toContain('Forecast: no history: machines of this pool have never updated here');
  });

  it('counts a machine that is NotReady, and names a firing precheck alert', async () => {
    const node = await (await api('/api/v1/nodes/worker-4', { method: 'GET' })).json();
    node.status.conditions = [
      { type: 'Ready', status: 'False', reason: 'KubeletNotReady', message: 'PLEG is not healthy' },
    ];
    expect((await api('/api/v1/nodes/worker-4/status', { method: 'PUT', body: JSON.stringify(node) })).status).toBe(
      200,
    );
    await api('/_demo/alerts', {
      method: 'POST',
      body: JSON.stringify({
        alerts: [
          {
            labels: { alertname: 'EtcdBackupStale', severity: 'warning', openShiftUpdatePrecheck: 'true' },
            annotations: { summary: 'No etcd backup for 3 days.' },
          },
        ],
      }),
    });
    const { code, stdout } = await preflight('worker', '--server', demo.apiUrl, '--format', 'json');
    const report = JSON.parse(stdout);
    expect(code).toBe(3);
    expect(report.unavailable).toEqual(['worker-4']);
    expect(report.alerts).toEqual(
      expect.arrayContaining([
        { name: 'EtcdBackupStale', severity: 'warning' },
        { name: 'KubeNodeNotReady', severity: 'warning' },
      ]),
    );
  });

  it('exits 2 with one line for a pool that does not exist, a bad option, or an API error', async () => {
    expect(await preflight('nosuch', '--server', demo.apiUrl)).toMatchObject({
      code: 2,
      stderr: 'os-update preflight: pool "nosuch" does not exist\n',
    });
    expect((await preflight('worker', '--format', 'yaml', '--server', demo.apiUrl)).code).toBe(2);
    await api('/_demo/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/poddisruptionbudgets', status: 500, message: 'etcdserver: request timed out' }),
    });
    const failed = await preflight('worker', '--server', demo.apiUrl);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toBe('os-update preflight: listing PodDisruptionBudgets: etcdserver: request timed out\n');
    // The budgets' read fails alone: what else was read is still reported, the drain said unknown.
    expect(failed.stdout).toContain('Pool worker: 6 machines, 1 at a time');
    expect(failed.stdout).toContain(
      'Drain: unknown: the PodDisruptionBudgets could not be read: listing PodDisruptionBudgets: etcdserver: request timed out',
    );
    expect(failed.stdout).toContain('Unavailable machines: none');
  });
});
