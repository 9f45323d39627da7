import { describe, expect, it } from 'vitest';
import { summarisePools, summaryHealth } from './pools-summary';

const pool = (name: string, o: { paused?: boolean; current: string; target: string; degraded?: boolean }) => ({
  metadata: { name },
  spec: { paused: o.paused, configuration: { name: o.target } },
  status: {
    configuration: { name: o.current },
    conditions: [{ type: 'Degraded', status: o.degraded ? 'True' : 'False' }],
  },
});

describe('summarisePools', () => {
  it('sorts pools into degraded, awaiting approval and rolling out, and says how healthy that is', () => {
    const summary = summarisePools([
      pool('worker', { paused: true, current: 'a', target: 'b' }),
      pool('infra', { paused: true, current: 'a', target: 'c' }),
      pool('master', { current: 'a', target: 'a' }),
      pool('gpu', { current: 'a', target: 'b' }),
    ]);
    expect(summary).toEqual({
      degraded: [],
      awaitingApproval: ['infra', 'worker'],
      rollingOut: ['gpu'],
      pinned: [],
      reviewEachUpdate: [],
      total: 4,
    });
    expect(summaryHealth(summary)).toBe('WARNING');
    expect(summaryHealth(summarisePools([pool('edge', { current: 'a', target: 'b', degraded: true })]))).toBe('ERROR');
    expect(summaryHealth(summarisePools([pool('master', { current: 'a', target: 'a' })]))).toBe('OK');
  });

  it('counts a parent approved through "Canary first" as rolling out (its canary goes first), not as waiting', () => {
    const canary = {
      ...pool('worker-canary', { current: 'a', target: 'b2' }),
      metadata: {
        name: 'worker-canary',
        annotations: { 'os-updates.openshift.io/canary-of': 'worker', 'os-updates.openshift.io/canary-target': 'b' },
      },
    };
    const summary = summarisePools([pool('worker', { paused: true, current: 'a', target: 'b' }), canary]);
    expect(summary.awaitingApproval).toEqual([]);
    expect(summary.rollingOut).toEqual(['worker', 'worker-canary']);
    expect(summaryHealth(summary)).toBe('PROGRESS');
  });

  it("counts the pools a pin holds, the custom pools that take worker's configs too", () => {
    const role = 'machineconfiguration.openshift.io/role';
    const withSelector = (name: string, roles: string[]) => ({
      ...pool(name, { current: 'a', target: 'a' }),
      spec: { machineConfigSelector: { matchExpressions: [{ key: role, operator: 'In', values: roles }] } },
    });
    const pin = {
      metadata: {
        name: '99-worker-os-update-pin',
        labels: { [role]: 'worker', 'os-updates.openshift.io/pin': 'worker' },
      },
      spec: { osImageURL: `quay.io/x@sha256:${'d'.repeat(64)}` },
    };
    const summary = summarisePools(
      [
        withSelector('master', ['master']),
        withSelector('worker', ['worker']),
        withSelector('infra', ['worker', 'infra']),
      ],
      [pin],
    );
    expect(summary.pinned).toEqual(['infra', 'worker']);
  });

  it('lists the pools set to review every OS update, and warns when only the controller holds their gate', () => {
    const gated = (name: string) => {
      const p = pool(name, { current: 'a', target: 'a' });
      return { ...p, metadata: { name, annotations: { 'os-updates.openshift.io/gate': 'review-each-update' } } };
    };
    const summary = summarisePools([gated('worker'), pool('master', { current: 'a', target: 'a' }), gated('infra')]);
    expect(summary.reviewEachUpdate).toEqual(['infra', 'worker']);
    expect(summaryHealth(summary, 'controller-only')).toBe('WARNING');
    expect(summaryHealth(summary, 'api-server')).toBe('OK');
    expect(summaryHealth(summary, 'unknown')).toBe('OK');
    expect(summaryHealth(summary)).toBe('OK');
    // Nothing under that policy: nothing for the policies to hold.
    expect(summaryHealth(summarisePools([pool('master', { current: 'a', target: 'a' })]), 'controller-only')).toBe(
      'OK',
    );
    // Worse news stays first.
    const degraded = summarisePools([
      { ...pool('edge', { current: 'a', target: 'b', degraded: true }), metadata: gated('edge').metadata },
    ]);
    expect(degraded.reviewEachUpdate).toEqual(['edge']);
    expect(summaryHealth(degraded, 'controller-only')).toBe('ERROR');
  });
});
