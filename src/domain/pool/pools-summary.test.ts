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
    expect(summary).toEqual({ degraded: [], awaitingApproval: ['infra', 'worker'], rollingOut: ['gpu'], total: 4 });
    expect(summaryHealth(summary)).toBe('WARNING');
    expect(summaryHealth(summarisePools([pool('edge', { current: 'a', target: 'b', degraded: true })]))).toBe('ERROR');
    expect(summaryHealth(summarisePools([pool('master', { current: 'a', target: 'a' })]))).toBe('OK');
  });
});
