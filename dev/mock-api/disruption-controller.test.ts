import { describe, expect, it } from 'vitest';
import { budgetStatus, DisruptionController } from './disruption-controller';
import { RESOURCE_TYPES, type ResourceType } from './resource-types';
import { ObjectStore, type KubeObject } from './store';
import { selectObjects } from './selectors';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const NOW = '2026-12-04T10:00:00Z';

const pod = (name: string, opts: { ready?: boolean; owner?: boolean; phase?: string; app?: string } = {}) =>
  ({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      name,
      namespace: 'payments',
      labels: { app: opts.app ?? 'db' },
      ...(opts.owner === false ? {} : { ownerReferences: [{ kind: 'StatefulSet', name: 'db', controller: true }] }),
    },
    spec: { nodeName: 'worker-0' },
    status: {
      phase: opts.phase ?? 'Running',
      conditions: [{ type: 'Ready', status: opts.ready === false ? 'False' : 'True' }],
    },
  }) as KubeObject;

const budget = (spec: object) =>
  ({
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: 'db', namespace: 'payments' },
    spec,
  }) as KubeObject;

const db = [pod('db-0'), pod('db-1'), pod('db-2')];

// Cases after kubernetes pkg/controller/disruption/disruption_test.go (TestNoSelector,
// TestUnavailableNoPods, TestIntegerMaxUnavailable, TestNakedPod, TestReplicaSet…): the
// status its `updatePdbStatus` writes for a budget over those pods.
describe('budgetStatus', () => {
  const cases: [
    string,
    object,
    KubeObject[],
    { allowed: number; healthy: number; desired: number; expected: number },
  ][] = [
    [
      'minAvailable = all pods: no disruption',
      { selector: { matchLabels: { app: 'db' } }, minAvailable: 3 },
      db,
      { allowed: 0, healthy: 3, desired: 3, expected: 3 },
    ],
    [
      'minAvailable 2 of 3',
      { selector: { matchLabels: { app: 'db' } }, minAvailable: 2 },
      db,
      { allowed: 1, healthy: 3, desired: 2, expected: 3 },
    ],
    [
      'maxUnavailable 1',
      { selector: { matchLabels: { app: 'db' } }, maxUnavailable: 1 },
      db,
      { allowed: 1, healthy: 3, desired: 2, expected: 3 },
    ],
    [
      'maxUnavailable 0',
      { selector: { matchLabels: { app: 'db' } }, maxUnavailable: 0 },
      db,
      { allowed: 0, healthy: 3, desired: 3, expected: 3 },
    ],
    [
      'maxUnavailable 50% rounds up',
      { selector: { matchLabels: { app: 'db' } }, maxUnavailable: '50%' },
      db,
      { allowed: 2, healthy: 3, desired: 1, expected: 3 },
    ],
    [
      'a pod not ready is not healthy',
      { selector: { matchLabels: { app: 'db' } }, minAvailable: 2 },
      [pod('db-0'), pod('db-1', { ready: false }), pod('db-2')],
      { allowed: 0, healthy: 2, desired: 2, expected: 3 },
    ],
    [
      'finished pods are not counted',
      { selector: { matchLabels: { app: 'db' } }, minAvailable: 1 },
      [pod('db-0'), pod('job', { phase: 'Succeeded' })],
      { allowed: 0, healthy: 1, desired: 1, expected: 1 },
    ],
    ['no selector selects no pod', { minAvailable: 1 }, db, { allowed: 0, healthy: 0, desired: 1, expected: 0 }],
    [
      'an empty selector selects every pod',
      { selector: {}, minAvailable: 1 },
      [...db, pod('web', { app: 'web' })],
      { allowed: 3, healthy: 4, desired: 1, expected: 4 },
    ],
    [
      'no pods: nothing to disrupt',
      { selector: { matchLabels: { app: 'none' } }, maxUnavailable: 1 },
      db,
      { allowed: 0, healthy: 0, desired: 0, expected: 0 },
    ],
  ];
  it.each(cases)('%s', (_name, spec, pods, want) => {
    const status = budgetStatus(budget(spec) as never, pods as never, NOW);
    expect({
      allowed: status.disruptionsAllowed,
      healthy: status.currentHealthy,
      desired: status.desiredHealthy,
      expected: status.expectedPods,
    }).toEqual(want);
    expect(status.conditions[0]?.status).toBe(want.allowed > 0 ? 'True' : 'False');
  });

  it('fails safe on a pod with no controller under maxUnavailable (TestNakedPod)', () => {
    const status = budgetStatus(
      budget({ selector: { matchLabels: { app: 'db' } }, maxUnavailable: 1 }) as never,
      [pod('naked', { owner: false })] as never,
      NOW,
    );
    expect(status.disruptionsAllowed).toBe(0);
    expect(status.conditions[0]).toMatchObject({ status: 'False', reason: 'SyncFailed' });
    expect(status.conditions[0]?.message).toContain('naked');
  });
});

describe('the demo disruption controller', () => {
  it('writes a budget applied over running pods its status, and follows the pods', () => {
    const store = new ObjectStore();
    new DisruptionController(store);
    for (const p of db) store.create(type('Pod'), p);
    store.create(type('PodDisruptionBudget'), budget({ selector: { matchLabels: { app: 'db' } }, minAvailable: 2 }));
    const read = () => store.get(type('PodDisruptionBudget'), 'payments', 'db').status as Record<string, unknown>;
    expect(read()).toMatchObject({ disruptionsAllowed: 1, currentHealthy: 3, desiredHealthy: 2, expectedPods: 3 });
    store.delete(type('Pod'), 'payments', 'db-2');
    expect(read()).toMatchObject({ disruptionsAllowed: 0, currentHealthy: 2, expectedPods: 2 });
  });

  it('serves pods by the machine they run on (field selector spec.nodeName), and refuses it for other kinds', () => {
    const pods = [pod('a'), { ...pod('b'), spec: { nodeName: 'worker-1' } } as KubeObject];
    expect(selectObjects(pods, null, 'spec.nodeName=worker-1', 'Pod').map((p) => p.metadata.name)).toEqual(['b']);
    expect(
      selectObjects(pods, null, 'spec.nodeName=worker-0,status.phase!=Succeeded', 'Pod').map((p) => p.metadata.name),
    ).toEqual(['a']);
    expect(() => selectObjects([], null, 'spec.nodeName=worker-1', 'Node')).toThrow(
      /"spec.nodeName" is not a known field selector/,
    );
  });

  it('writes every budget of a namespace with many, each over its own pods (a seed of the scale cluster)', () => {
    const store = new ObjectStore();
    const controller = new DisruptionController(store);
    controller.whileSeeding(() => {
      for (let app = 0; app < 10; app++) {
        for (let k = 0; k < 3; k++) store.create(type('Pod'), pod(`app-${app}-${k}`, { app: `app-${app}` }));
        store.create(type('PodDisruptionBudget'), {
          ...budget({ selector: { matchLabels: { app: `app-${app}` } }, maxUnavailable: 1 }),
          metadata: { name: `app-${app}`, namespace: 'payments' },
        } as KubeObject);
      }
    });
    const allowed = store
      .list(type('PodDisruptionBudget'), 'payments')
      .map((b) => (b.status as { disruptionsAllowed: number }).disruptionsAllowed);
    expect(allowed).toEqual(Array(10).fill(1));
  });
});
