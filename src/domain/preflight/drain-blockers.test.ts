import { describe, expect, it } from 'vitest';
import {
  drainBlockers,
  unavailableReasons,
  type BudgetFacts,
  type MachineFacts,
  type PodFacts,
} from './drain-blockers';

/**
 * machine-config-operator release-4.22 `pkg/controller/node/status_test.go`
 * `TestGetUnavailableMachines`, the cases without image mode, as data. The test helpers
 * (`test/helpers/nodebuilder.go` `Node()`) give a node the daemon state Done when its configs
 * are equal, Working when not; `NewNodeWithReady` sets the Ready condition, `newNode` none.
 */
const node = (name: string, current: string, desired: string, ready?: 'True' | 'False'): MachineFacts => ({
  name,
  currentConfig: current,
  desiredConfig: desired,
  state: current === desired ? 'Done' : 'Working',
  ready,
  unschedulable: false,
});
const UNAVAILABLE_CASES: { name: string; nodes: MachineFacts[]; unavail: string[] }[] = [
  { name: 'no nodes', nodes: [], unavail: [] },
  {
    name: '1 in progress',
    nodes: [node('node-0', 'v0', 'v0', 'True'), node('node-1', 'v1', 'v1', 'True'), node('node-2', 'v0', 'v1', 'True')],
    unavail: ['node-2'],
  },
  {
    name: '1 unavail, 1 in progress',
    nodes: [
      node('node-0', 'v0', 'v0', 'True'),
      node('node-1', 'v1', 'v1', 'False'),
      node('node-2', 'v0', 'v1', 'True'),
    ],
    unavail: ['node-1', 'node-2'],
  },
  {
    name: '1 node updated, 1 updating, 1 updating but not v2 and is ready',
    nodes: [node('node-0', 'v0', 'v1', 'True'), node('node-1', 'v2', 'v2', 'True'), node('node-2', 'v0', 'v2', 'True')],
    unavail: ['node-0', 'node-2'],
  },
  {
    name: '1 node updated, 1 updating, 1 updating but not v2 and is not ready',
    nodes: [
      node('node-0', 'v0', 'v1', 'False'),
      node('node-1', 'v2', 'v2', 'True'),
      node('node-2', 'v0', 'v2', 'True'),
    ],
    unavail: ['node-0', 'node-2'],
  },
  {
    name: '2 node updated, 1 updating',
    nodes: [
      node('node-0', 'v0', 'v1', 'True'),
      node('node-1', 'v1', 'v1', 'True'),
      node('node-2', 'v1', 'v1', 'False'),
    ],
    unavail: ['node-0', 'node-2'],
  },
  {
    name: '2 node updated, 1 updating, but one updated node is NotReady',
    nodes: [node('node-0', 'v0', 'v1'), node('node-1', 'v1', 'v1'), node('node-2', 'v1', 'v1', 'False')],
    unavail: ['node-0', 'node-2'],
  },
];

describe('machines unavailable before the rollout starts, as the node controller counts them', () => {
  it.each(UNAVAILABLE_CASES)('TestGetUnavailableMachines: $name', ({ nodes, unavail }) => {
    expect(drainBlockers(nodes, [], []).unavailable.map((m) => m.node)).toEqual(unavail);
  });

  it('says why: cordoned, disk pressure, network unavailable, updating', () => {
    const ready = node('w', 'v1', 'v1', 'True');
    expect(unavailableReasons({ ...ready, unschedulable: true })).toEqual(['unschedulable']);
    expect(unavailableReasons({ ...ready, diskPressure: 'True', networkUnavailable: 'Unknown' })).toEqual([
      'disk-pressure',
      'network-unavailable',
    ]);
    expect(unavailableReasons({ ...ready, diskPressure: 'False', networkUnavailable: 'False' })).toEqual([]);
    expect(unavailableReasons(node('w', 'v0', 'v1', 'True'))).toEqual(['updating']);
    // No daemon annotations yet: not done, so not available (IsNodeDone is false).
    expect(unavailableReasons({ name: 'new', ready: 'True', unschedulable: false })).toEqual(['updating']);
  });

  it('a machine whose daemon failed is not unavailable: the controller may retarget it (IsNodeMCDFailing)', () => {
    expect(unavailableReasons({ ...node('w', 'v0', 'v1', 'True'), state: 'Degraded' })).toEqual([]);
    expect(unavailableReasons({ ...node('w', 'v0', 'v1', 'True'), state: 'Unreconcilable' })).toEqual([]);
    // Failing on its own config (current = desired) is not "failing an update": still not done.
    expect(unavailableReasons({ ...node('w', 'v1', 'v1', 'True'), state: 'Degraded' })).toEqual(['updating']);
  });
});

const pod = (name: string, nodeName: string, extra: Partial<PodFacts> = {}): PodFacts => ({
  namespace: 'payments',
  name,
  node: nodeName,
  labels: { app: 'db' },
  owner: { kind: 'StatefulSet', name: 'db' },
  phase: 'Running',
  mirror: false,
  ...extra,
});
const budget = (extra: Partial<BudgetFacts> = {}): BudgetFacts => ({
  namespace: 'payments',
  name: 'db',
  selector: { matchLabels: { app: 'db' } },
  disruptionsAllowed: 0,
  ...extra,
});
const workers = ['worker-0', 'worker-1', 'worker-2'].map((name) => node(name, 'v1', 'v1', 'True'));

describe('budgets that hold the drain of the pool’s machines', () => {
  it('names a budget that allows no disruption, its pods and the machines it holds', () => {
    const result = drainBlockers(workers, [pod('db-1', 'worker-2'), pod('db-0', 'worker-0')], [budget()]);
    expect(result.blockers).toEqual([
      {
        kind: 'PodDisruptionBudget',
        namespace: 'payments',
        name: 'db',
        nodes: ['worker-0', 'worker-2'],
        pods: [
          { namespace: 'payments', name: 'db-0', node: 'worker-0', owner: { kind: 'StatefulSet', name: 'db' } },
          { namespace: 'payments', name: 'db-1', node: 'worker-2', owner: { kind: 'StatefulSet', name: 'db' } },
        ],
      },
    ]);
    expect(result.unavailable).toEqual([]);
  });

  const CASES: { name: string; pods: PodFacts[]; budgets: BudgetFacts[]; held: string[] }[] = [
    {
      name: 'a budget that allows a disruption holds nothing',
      pods: [pod('db-0', 'worker-0')],
      budgets: [budget({ disruptionsAllowed: 1 })],
      held: [],
    },
    {
      name: 'pods of machines outside the pool are not drained',
      pods: [pod('db-0', 'infra-0')],
      budgets: [budget()],
      held: [],
    },
    {
      name: 'a budget selects pods of its own namespace only',
      pods: [pod('db-0', 'worker-0', { namespace: 'shop' })],
      budgets: [budget()],
      held: [],
    },
    {
      name: 'DaemonSet pods are left on the machine (IgnoreAllDaemonSets, daemonSetFilter)',
      pods: [pod('agent-x', 'worker-0', { owner: { kind: 'DaemonSet', name: 'agent' } })],
      budgets: [budget()],
      held: [],
    },
    {
      name: 'mirror pods are skipped (mirrorPodFilter)',
      pods: [pod('etcd', 'worker-0', { mirror: true })],
      budgets: [budget()],
      held: [],
    },
    {
      name: 'finished pods are not guarded',
      pods: [pod('job-1', 'worker-0', { phase: 'Succeeded' })],
      budgets: [budget()],
      held: [],
    },
    {
      name: 'an unmanaged pod is evicted too (Force), so its budget holds it',
      pods: [pod('debug', 'worker-1', { owner: undefined })],
      budgets: [budget()],
      held: ['debug'],
    },
    {
      name: 'matchExpressions select as the API machinery does',
      pods: [
        pod('db-0', 'worker-0', { labels: { app: 'db', tier: 'primary' } }),
        pod('db-1', 'worker-1', { labels: { app: 'db', tier: 'replica' } }),
      ],
      budgets: [budget({ selector: { matchExpressions: [{ key: 'tier', operator: 'In', values: ['primary'] }] } })],
      held: ['db-0'],
    },
    {
      name: 'an empty selector selects every pod of the namespace',
      pods: [pod('web-0', 'worker-0', { labels: { app: 'web' } })],
      budgets: [budget({ selector: {} })],
      held: ['web-0'],
    },
    {
      name: 'a budget without a selector selects nothing',
      pods: [pod('db-0', 'worker-0')],
      budgets: [budget({ selector: undefined })],
      held: [],
    },
  ];
  it.each(CASES)('$name', ({ pods, budgets, held }) => {
    expect(drainBlockers(workers, pods, budgets).blockers.flatMap((b) => b.pods.map((p) => p.name))).toEqual(held);
  });
});
