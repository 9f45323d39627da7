import { describe, expect, it } from 'vitest';
import { preflightExitCode, preflightJson } from './preflight-report';

describe('the pre-flight report', () => {
  const blocked = {
    blockers: [
      {
        kind: 'PodDisruptionBudget' as const,
        namespace: 'payments',
        name: 'db',
        nodes: ['worker-0', 'worker-2'],
        pods: [{ namespace: 'payments', name: 'db-0', node: 'worker-0' }],
      },
    ],
    unavailable: [{ node: 'worker-4', reasons: ['not-ready' as const] }],
  };

  it('prints the shape DESIGN section 7 fixes, pods left out', () => {
    expect(
      JSON.parse(
        JSON.stringify(preflightJson('worker', blocked, [{ name: 'KubeNodeNotReady', severity: 'warning' }], null)),
      ),
    ).toEqual({
      pool: 'worker',
      blockers: [{ kind: 'PodDisruptionBudget', namespace: 'payments', name: 'db', nodes: ['worker-0', 'worker-2'] }],
      unavailable: ['worker-4'],
      alerts: [{ name: 'KubeNodeNotReady', severity: 'warning' }],
      forecast: null,
    });
  });

  it('exits 3 when a budget will hold the drain, or unavailable machines leave no room; 0 when they only slow it', () => {
    expect(preflightExitCode(preflightJson('worker', blocked, [], null), 2)).toBe(3);
    const noBudget = preflightJson(
      'worker',
      { ...blocked, blockers: [] },
      [{ name: 'MCDDrainError', severity: 'critical' }],
      null,
    );
    // One machine NotReady: with maxUnavailable 1 no other starts; with 2, one at a time.
    expect(preflightExitCode(noBudget, 1)).toBe(3);
    expect(preflightExitCode(noBudget, 2)).toBe(0);
  });
});
