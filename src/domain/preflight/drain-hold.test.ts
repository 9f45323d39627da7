import { describe, expect, it } from 'vitest';
import { drainHoldOf } from './drain-hold';

const pod = (
  namespace: string,
  name: string,
  node: string,
  labels: Record<string, string>,
  ownerKind = 'ReplicaSet',
) => ({
  metadata: {
    namespace,
    name,
    labels,
    ownerReferences: [{ kind: ownerKind, name: `${name}-owner`, controller: true }],
  },
  spec: { nodeName: node },
  status: { phase: 'Running' },
});
const budget = (namespace: string, name: string, app: string, disruptionsAllowed: number) => ({
  metadata: { namespace, name },
  spec: { selector: { matchLabels: { app } } },
  status: { disruptionsAllowed },
});

describe('drainHoldOf', () => {
  it('names the budgets that allow no disruption over pods still on the machine, with those pods', () => {
    const held = drainHoldOf(
      'worker-0',
      [pod('payments', 'db-0', 'worker-0', { app: 'db' }), pod('shop', 'web-1', 'worker-0', { app: 'web' })],
      [budget('payments', 'db', 'db', 0), budget('shop', 'web', 'web', 1), budget('other', 'db', 'db', 0)],
    );
    expect(held.map((b) => `${b.namespace}/${b.name}`)).toEqual(['payments/db']);
    expect(held[0]?.pods.map((p) => p.name)).toEqual(['db-0']);
  });

  it('is empty when only DaemonSet pods or other machines\u2019 pods are selected', () => {
    expect(
      drainHoldOf(
        'worker-0',
        [
          pod('payments', 'agent', 'worker-0', { app: 'db' }, 'DaemonSet'),
          pod('payments', 'db-1', 'worker-1', { app: 'db' }),
        ],
        [budget('payments', 'db', 'db', 0)],
      ),
    ).toEqual([]);
  });

  it('names a malformed budget rather than passing over it', () => {
    expect(() => drainHoldOf('worker-0', [], [{ metadata: {} }])).toThrow(/PodDisruptionBudget/);
  });
});
