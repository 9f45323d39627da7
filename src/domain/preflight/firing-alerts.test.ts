import { describe, expect, it } from 'vitest';
import { alertsForReview, alertSubject, type FiringAlert } from './firing-alerts';

describe('alertsForReview', () => {
  const alert = (name: string, severity: string, extra: Partial<FiringAlert> = {}): FiringAlert => ({
    name,
    severity,
    precheck: false,
    ...extra,
  });
  const cases: [string, FiringAlert, boolean][] = [
    ['a precheck alert', alert('EtcdBackupMissing', 'warning', { precheck: true }), true],
    ['a critical alert', alert('KubeAPIErrorBudgetBurn', 'critical'), true],
    [
      'a machine-config alert',
      alert('MCCDrainError', 'warning', { namespace: 'openshift-machine-config-operator' }),
      true,
    ],
    ['a node alert about a machine of the pool', alert('KubeNodeNotReady', 'warning', { node: 'worker-1' }), true],
    ['a node alert about another pool’s machine', alert('KubeNodeNotReady', 'warning', { node: 'master-0' }), false],
    [
      'a budget at its limit (slows drains)',
      alert('PodDisruptionBudgetAtLimit', 'warning', { namespace: 'payments' }),
      true,
    ],
    ['an unrelated warning', alert('KubeDeploymentReplicasMismatch', 'warning'), false],
  ];
  it.each(cases)('%s: shown %s', (_name, a, shown) => {
    expect(alertsForReview([a], new Set(['worker-0', 'worker-1'])).length).toBe(shown ? 1 : 0);
  });

  it('shows a budget alert only for a budget over pods of the pool’s machines, once those budgets are known', () => {
    const atLimit = (namespace: string, budget: string) =>
      alert('PodDisruptionBudgetAtLimit', 'warning', {
        namespace,
        labels: new Map([
          ['namespace', namespace],
          ['poddisruptionbudget', budget],
        ]),
      });
    const both = [atLimit('payments', 'db'), atLimit('ledger', 'ledger')];
    const ofWorker = alertsForReview(both, new Set(['worker-0']), new Set(['payments/db']));
    expect(ofWorker.map(alertSubject)).toEqual(['payments/db']);
    expect(alertsForReview(both, new Set(['infra-0']), new Set())).toEqual([]);
    // Budgets not read: every budget alert, each telling which budget it is about.
    expect(alertsForReview(both, new Set(['infra-0'])).map(alertSubject)).toEqual(['ledger/ledger', 'payments/db']);
  });

  it('puts the worst first, each once', () => {
    const list = alertsForReview(
      [alert('B', 'warning', { precheck: true }), alert('A', 'critical'), alert('B', 'warning', { precheck: true })],
      new Set(),
    );
    expect(list.map((a) => a.name)).toEqual(['A', 'B']);
  });
});
