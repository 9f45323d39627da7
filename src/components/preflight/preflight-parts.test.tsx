// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FiringAlert } from '../../domain/preflight/firing-alerts';
import type { DrainBlockers } from '../../domain/preflight/drain-blockers';
import { forecastDuration } from '../../domain/preflight/duration-forecast';
import { AlertsForbiddenError } from '../../k8s/preflight';
import { englishI18n } from '../../test-support/english-i18n';
import { DrainBlockersPart } from './DrainBlockersPart';
import { FiringAlertsPart } from './FiringAlertsPart';
import { ForecastPart } from './ForecastPart';

const { ready, wrapper } = englishI18n();
beforeAll(() => ready);
afterEach(cleanup);

const db = {
  kind: 'PodDisruptionBudget' as const,
  namespace: 'payments',
  name: 'db',
  nodes: ['worker-0'],
  pods: [{ namespace: 'payments', name: 'db-0', node: 'worker-0', owner: { kind: 'StatefulSet', name: 'db' } }],
};

describe('DrainBlockersPart', () => {
  it('names the budget, its pods and machines, in the singular for one machine', () => {
    render(<DrainBlockersPart drain={{ blockers: [db], unavailable: [] }} atOnce={1} />, { wrapper });
    expect(
      screen.getByText(/1 machine runs pods of payments\/db, whose budget allows no disruption: its drain will wait/),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Pods the budget payments/db holds' }).textContent).toBe(
      'db-0 (StatefulSet db) on worker-0',
    );
  });

  it('says whether the machines unavailable use up maxUnavailable or only slow the rollout', () => {
    const drain: DrainBlockers = {
      blockers: [],
      unavailable: [{ node: 'worker-1', reasons: ['not-ready', 'unschedulable'] }],
    };
    const { rerender } = render(<DrainBlockersPart drain={drain} atOnce={1} />, { wrapper });
    expect(screen.getByText('1 machine is unavailable already')).toBeTruthy();
    expect(screen.getByText(/^No machine starts until one is back: the pool updates at most 1 at a time/)).toBeTruthy();
    expect(screen.getByText('worker-1: not ready, cordoned')).toBeTruthy();
    rerender(<DrainBlockersPart drain={drain} atOnce={2} />);
    expect(screen.getByText(/^Fewer machines update at once: the pool updates at most 2 at a time/)).toBeTruthy();
  });

  it('a budgets read that failed says which, and why; the unavailable machines still show, and never "nothing holds"', () => {
    const drain: DrainBlockers = { blockers: [], unavailable: [{ node: 'worker-1', reasons: ['not-ready'] }] };
    const { rerender } = render(
      <DrainBlockersPart
        drain={drain}
        atOnce={1}
        unread={{ read: 'budgets', message: 'the server could not find the requested resource' }}
      />,
      { wrapper },
    );
    expect(
      screen.getByText('The PodDisruptionBudgets could not be read: whether one will hold the drain is not known', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByText('the server could not find the requested resource')).toBeTruthy();
    expect(screen.getByText('worker-1: not ready')).toBeTruthy();
    rerender(
      <DrainBlockersPart
        drain={{ blockers: [], unavailable: [] }}
        atOnce={1}
        unread={{ read: 'pods', namespace: 'payments', name: 'db', message: 'timed out' }}
      />,
    );
    expect(screen.getByText(/The pods of the budget payments\/db could not be read/)).toBeTruthy();
    expect(screen.queryByText('Nothing holds the drain', { exact: false })).toBeNull();
  });

  it('says nothing holds the drain when nothing does', () => {
    render(<DrainBlockersPart drain={{ blockers: [], unavailable: [] }} atOnce={1} />, { wrapper });
    expect(screen.getByText('Nothing holds the drain', { exact: false })).toBeTruthy();
  });
});

describe('ForecastPart', () => {
  const T0 = Date.parse('2026-11-28T22:00:00Z');
  const records = [14, 30, 44, 63, 79, 95].map((m, i) => ({
    node: `worker-${i}`,
    config: 'rendered-worker-b',
    createdMs: 0,
    updatedMs: T0 + m * 60_000,
  }));

  it('says how long at the last rollout’s pace, and what a blocker adds', () => {
    render(<ForecastPart forecast={forecastDuration(records, 6, 1)} blockers={[db]} machines={6} atOnce={1} />, {
      wrapper,
    });
    expect(document.querySelector('[data-test="preflight-forecast"]')?.textContent).toBe(
      'About 1 h 36 min (6 machines, 1 at a time, 14–19 min each in the last rollout) plus as long as payments/db allows no disruption',
    );
  });

  it('where the machines never updated here, gives the documented floor for its waves and says it is one', () => {
    render(<ForecastPart forecast={{ kind: 'no-history' }} blockers={[]} machines={6} atOnce={2} />, { wrapper });
    const part = document.querySelector('[data-test="preflight-forecast"]');
    expect(part?.getAttribute('data-at-least-seconds')).toBe(String(3 * 5 * 60));
    expect(part?.textContent).toBe(
      'At least 15 min: 3 waves of 2, each 5 minutes or more as OpenShift documents it. No history: machines of this pool have never updated here, so this is a floor, not a forecast.',
    );
  });
});

describe('FiringAlertsPart', () => {
  const result = (r: Partial<UseQueryResult<FiringAlert[]>>) => r as UseQueryResult<FiringAlert[]>;
  it('says a user who may not read alerts cannot, and how to look', () => {
    render(
      <FiringAlertsPart
        alerts={result({ isPending: false, isError: true, error: new AlertsForbiddenError('403') })}
        machines={[]}
      />,
      { wrapper },
    );
    expect(screen.getByText(/needs the cluster-monitoring-view role/)).toBeTruthy();
  });

  it('shows the relevant firing alerts, worst first, precheck marked', () => {
    const alerts: FiringAlert[] = [
      { name: 'EtcdBackupStale', severity: 'warning', precheck: true, summary: 'No backup.' },
      { name: 'KubeAPIDown', severity: 'critical', precheck: false, summary: 'The API is down.' },
      { name: 'KubeDeploymentReplicasMismatch', severity: 'warning', precheck: false },
    ];
    render(<FiringAlertsPart alerts={result({ isPending: false, isError: false, data: alerts })} machines={[]} />, {
      wrapper,
    });
    const items = [...document.querySelectorAll('[data-test="preflight-alert"]')].map((e) => e.textContent);
    expect(items).toEqual([
      'critical KubeAPIDown: The API is down.',
      'warning EtcdBackupStale (an update precheck): No backup.',
    ]);
  });
});
