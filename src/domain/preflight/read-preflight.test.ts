import { describe, expect, it } from 'vitest';
import { readPreflight, type PreflightSource } from './read-preflight';
import { labelSelectorQuery, PreflightObjectError } from './preflight-objects';

const node = (name: string, ready = 'True') => ({
  metadata: {
    name,
    annotations: {
      'machineconfiguration.openshift.io/currentConfig': 'rendered-worker-a',
      'machineconfiguration.openshift.io/desiredConfig': 'rendered-worker-a',
      'machineconfiguration.openshift.io/state': 'Done',
    },
  },
  status: { conditions: [{ type: 'Ready', status: ready }] },
});
const mcn = (name: string, pool: string, updated: string) => ({
  metadata: { name, creationTimestamp: '2026-01-01T00:00:00Z' },
  spec: { node: { name }, pool: { name: pool } },
  status: {
    configVersion: { current: `rendered-${pool}-a` },
    conditions: [{ type: 'Updated', status: 'True', lastTransitionTime: updated }],
  },
});
const pod = (name: string, nodeName: string, app: string) => ({
  metadata: {
    name,
    namespace: 'payments',
    labels: { app },
    ownerReferences: [{ kind: 'StatefulSet', name: app, controller: true }],
  },
  spec: { nodeName },
  status: { phase: 'Running' },
});
const budget = (name: string, app: string, allowed: number) => ({
  metadata: { name, namespace: 'payments' },
  spec: { selector: { matchLabels: { app } } },
  status: { disruptionsAllowed: allowed },
});

function source(overrides: Partial<PreflightSource> = {}) {
  const asked: string[] = [];
  const s: PreflightSource = {
    nodes: async (selector) => {
      asked.push(`nodes ${labelSelectorQuery(selector)}`);
      return [node('worker-0'), node('worker-1', 'False'), node('worker-2'), node('infra-0')];
    },
    machineConfigNode: async (name) =>
      mcn(name, name.startsWith('infra') ? 'infra' : 'worker', `2026-11-28T22:${name.slice(-1)}5:00Z`),
    budgets: async () => {
      asked.push('budgets');
      return [budget('db', 'db', 0), budget('web', 'web', 1)];
    },
    pods: async (namespace, selector) => {
      asked.push(`pods ${namespace} ${labelSelectorQuery(selector)}`);
      return [pod('db-0', 'worker-0', 'db'), pod('db-1', 'worker-2', 'db'), pod('db-2', 'infra-0', 'db')];
    },
    ...overrides,
  };
  return { s, asked };
}

const WORKER = {
  name: 'worker',
  nodeSelector: { matchLabels: { 'node-role.kubernetes.io/worker': '' } },
  maxUnavailable: 1,
};

describe('readPreflight', () => {
  it('names the budgets that allow no disruption over the pool’s own machines, and the machines already unavailable', async () => {
    const { s, asked } = source();
    const facts = await readPreflight(s, WORKER);
    expect(facts.machines).toEqual(['worker-0', 'worker-1', 'worker-2']);
    expect(facts.drain.blockers).toEqual([
      expect.objectContaining({ namespace: 'payments', name: 'db', nodes: ['worker-0', 'worker-2'] }),
    ]);
    expect(facts.drain.unavailable).toEqual([{ node: 'worker-1', reasons: ['not-ready'] }]);
    // Pods are read only for the budget that allows no disruption, by its selector.
    expect([...asked].sort()).toEqual(['budgets', 'nodes node-role.kubernetes.io/worker=', 'pods payments app=db']);
  });

  it('times the machines from their last update', async () => {
    const facts = await readPreflight(source().s, WORKER);
    expect(facts.forecast).toMatchObject({ kind: 'forecast', forecast: { medianSeconds: 600, machines: 3, waves: 3 } });
  });

  it('without MachineConfigNodes, takes the selector’s machines and says there is no history', async () => {
    const facts = await readPreflight(source({ machineConfigNode: async () => undefined }).s, WORKER);
    expect(facts.machines).toEqual(['infra-0', 'worker-0', 'worker-1', 'worker-2']);
    expect(facts.forecast).toEqual({ kind: 'no-history' });
  });

  it('refuses a machine without a name, naming its kind: without its machines there is no pre-flight', async () => {
    const { s } = source({ nodes: async () => [{ metadata: {} }] });
    await expect(readPreflight(s, WORKER)).rejects.toThrow(PreflightObjectError);
    await expect(readPreflight(s, WORKER)).rejects.toThrow(/a Node without metadata.name/);
  });

  it('a refused budgets read fails the budgets alone: the machines, the unavailable one and the forecast stand', async () => {
    const refused = new Error('poddisruptionbudgets.policy is forbidden: User "viewer" cannot list resource');
    const facts = await readPreflight(source({ budgets: () => Promise.reject(refused) }).s, WORKER);
    expect(facts.budgetsUnread).toEqual({ read: 'budgets', message: refused.message });
    expect(facts.machines).toEqual(['worker-0', 'worker-1', 'worker-2']);
    expect(facts.drain).toEqual({ blockers: [], unavailable: [{ node: 'worker-1', reasons: ['not-ready'] }] });
    expect(facts.forecast).toMatchObject({ kind: 'forecast', forecast: { machines: 3 } });
  });

  it('a malformed budget, or a refused read of its pods, is named as the read that failed', async () => {
    const malformed = await readPreflight(source({ budgets: async () => [{ metadata: {} }] }).s, WORKER);
    expect(malformed.budgetsUnread).toEqual({
      read: 'budgets',
      message: expect.stringMatching(/a PodDisruptionBudget without metadata.name/),
    });
    const pods = await readPreflight(source({ pods: () => Promise.reject(new Error('the server is busy')) }).s, WORKER);
    expect(pods.budgetsUnread).toEqual({
      read: 'pods',
      namespace: 'payments',
      name: 'db',
      message: 'the server is busy',
    });
    expect(pods.forecast).toMatchObject({ kind: 'forecast' });
  });
});
