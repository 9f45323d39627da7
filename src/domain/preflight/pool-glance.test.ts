import { describe, expect, it } from 'vitest';
import type { NodeFacts } from '../pool/node-phase';
import type { BudgetBlocker } from './drain-blockers';
import type { FiringAlert } from './firing-alerts';
import { glanceOfFacts, poolGlance } from './pool-glance';
import type { PreflightFacts } from './read-preflight';

const T0 = Date.parse('2026-11-28T22:00:00Z');
const CREATED = Date.parse('2026-01-10T08:00:00Z');

/** worker-0…5, their last rollout ending 14, 30, 44, 63, 79, 95 minutes after T0. */
const NODES: NodeFacts[] = [14, 30, 44, 63, 79, 95].map((m, i) => ({
  name: `worker-${i}`,
  currentConfig: 'rendered-worker-old',
  createdMs: CREATED,
  updatedMs: T0 + m * 60_000,
}));

const HOLD: BudgetBlocker = {
  kind: 'PodDisruptionBudget',
  namespace: 'payments',
  name: 'db',
  nodes: ['worker-0', 'worker-1', 'worker-2'],
  pods: [],
};

const budgetAlert = (namespace: string, budget: string): FiringAlert => ({
  name: 'PodDisruptionBudgetAtLimit',
  severity: 'warning',
  namespace,
  precheck: false,
  labels: new Map([
    ['alertname', 'PodDisruptionBudgetAtLimit'],
    ['namespace', namespace],
    ['poddisruptionbudget', budget],
  ]),
});
const nodeAlert = (node: string): FiringAlert => ({
  name: 'KubeNodeNotReady',
  severity: 'warning',
  node,
  precheck: false,
  labels: new Map([
    ['alertname', 'KubeNodeNotReady'],
    ['node', node],
  ]),
});
const ALERTS = [
  budgetAlert('payments', 'db'),
  budgetAlert('ledger', 'ledger'),
  nodeAlert('worker-4'),
  nodeAlert('infra-0'),
];

describe('poolGlance: the review verdict at load', () => {
  it('times the rollout from the machines’ last one, names the budgets holding their drain and counts their own alerts', () => {
    const glance = poolGlance({
      nodes: NODES,
      atOnce: 1,
      drains: true,
      blockers: [HOLD],
      alerts: ALERTS,
      silences: [],
    });
    expect(glance.blockers).toEqual([HOLD]);
    // Its budget's alert and its machine's alert; not another budget's nor another pool's machine's.
    expect(glance.firing).toBe(2);
    expect(glance.howLong).toEqual({ kind: 'forecast', seconds: 6 * 16 * 60 });
  });

  it('gives the documented floor when its machines never updated here, and leaves budgets out of a change that does not drain', () => {
    const fresh = NODES.map((n) => ({ ...n, updatedMs: n.createdMs }));
    const glance = poolGlance({
      nodes: fresh,
      atOnce: 2,
      drains: false,
      blockers: [HOLD],
      alerts: ALERTS,
      silences: [],
    });
    expect(glance.blockers).toEqual([]);
    expect(glance.firing).toBe(1);
    expect(glance.howLong).toMatchObject({ kind: 'at-least', seconds: 3 * 5 * 60 });
  });

  it('leaves a silenced alert out and says nothing of alerts it has not read', () => {
    const silence = { id: 's', matchers: [{ name: 'node', value: 'worker-4', isRegex: false, isEqual: true }] };
    expect(
      poolGlance({ nodes: NODES, atOnce: 1, drains: true, blockers: [HOLD], alerts: ALERTS, silences: [silence] })
        .firing,
    ).toBe(1);
    expect(poolGlance({ nodes: NODES, atOnce: 1, drains: true, blockers: [] }).firing).toBeUndefined();
  });

  it('says the same as the glance of a pool’s own pre-flight read from the same machines', () => {
    const facts: PreflightFacts = {
      pool: 'worker',
      machines: NODES.map((n) => n.name),
      atOnce: 1,
      drain: { blockers: [HOLD], unavailable: [] },
      forecast: { kind: 'no-history' },
    };
    const atLoad = poolGlance({
      nodes: NODES.map((n) => ({ ...n, updatedMs: undefined })),
      atOnce: 1,
      drains: true,
      blockers: [HOLD],
      alerts: ALERTS,
      silences: [],
    });
    expect(glanceOfFacts(facts, true, ALERTS, [])).toEqual(atLoad);
    // Budgets not read: their alerts are all the pool's, and none is named as holding it.
    const unread = glanceOfFacts(
      { ...facts, budgetsUnread: { read: 'budgets', message: 'forbidden' } },
      true,
      ALERTS,
      [],
    );
    expect(unread.blockers).toEqual([]);
    expect(unread.firing).toBe(3);
  });
});
