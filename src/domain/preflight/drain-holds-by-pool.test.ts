import { describe, expect, it } from 'vitest';
import { drainHoldsByPool } from './drain-holds-by-pool';
import type { BudgetFacts, PodFacts } from './drain-blockers';

const WORKER = { 'node-role.kubernetes.io/worker': '' };
const pools: { name: string; nodeSelector: Record<string, string> }[] = [
  { name: 'worker', nodeSelector: WORKER },
  { name: 'infra', nodeSelector: { 'node-role.kubernetes.io/infra': '' } },
  { name: 'worker-canary', nodeSelector: { 'node-role.kubernetes.io/worker-canary': '' } },
];
const pod = (name: string, node: string, app: string): PodFacts => ({
  namespace: 'payments',
  name,
  node,
  labels: { app },
  owner: { kind: 'StatefulSet', name: app },
  mirror: false,
});
const db: BudgetFacts = {
  namespace: 'payments',
  name: 'db',
  selector: { matchLabels: { app: 'db' } },
  disruptionsAllowed: 0,
};

describe('drainHoldsByPool', () => {
  it('places each held pod in the pool of its machine, a custom pool before worker', () => {
    const holds = drainHoldsByPool(
      pools,
      [
        { name: 'worker-0', labels: WORKER },
        { name: 'worker-1', labels: WORKER },
        { name: 'worker-3', labels: { ...WORKER, 'node-role.kubernetes.io/worker-canary': '' } },
      ],
      [pod('db-0', 'worker-0', 'db'), pod('db-1', 'worker-1', 'db'), pod('db-2', 'worker-3', 'db')],
      [db],
    );
    expect(holds.get('worker')?.map((b) => [b.name, b.nodes])).toEqual([['db', ['worker-0', 'worker-1']]]);
    expect(holds.get('worker-canary')?.map((b) => b.nodes)).toEqual([['worker-3']]);
    expect(holds.get('infra')).toEqual([]);
  });

  it('holds nothing where the budget allows a disruption or a machine is in no pool', () => {
    const holds = drainHoldsByPool(
      pools,
      [{ name: 'edge-0', labels: {} }],
      [pod('db-0', 'edge-0', 'db')],
      [{ ...db, disruptionsAllowed: 1 }],
    );
    expect([...holds.values()].every((blockers) => blockers.length === 0)).toBe(true);
  });
});
