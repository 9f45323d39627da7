import { describe, expect, it } from 'vitest';
import { forecastDuration, machinesDoneInWindow, roughForecast, type MachineUpdateRecord } from './duration-forecast';

const T0 = Date.parse('2026-11-28T22:00:00Z');
const min = (m: number) => T0 + m * 60_000;
const CREATED = Date.parse('2026-01-10T08:00:00Z');

/** Machines of one rollout ending at these minutes after T0, on config `c`. */
const rollout = (ends: readonly number[], config = 'rendered-worker-new'): MachineUpdateRecord[] =>
  ends.map((m, i) => ({ node: `worker-${i}`, config, createdMs: CREATED, updatedMs: min(m) }));

describe('forecastDuration', () => {
  const cases: [string, MachineUpdateRecord[], number, number, object | 'no-history'][] = [
    [
      'one at a time: each machine took the gap to the one before',
      rollout([14, 30, 44, 63, 79, 95]),
      6,
      1,
      {
        fastestSeconds: 14 * 60,
        medianSeconds: 16 * 60,
        slowestSeconds: 19 * 60,
        samples: 5,
        waves: 6,
        totalSeconds: 96 * 60,
      },
    ],
    [
      'two at a time: each machine took the gap to the one two before',
      rollout([10, 11, 20, 23, 30, 35]),
      6,
      2,
      {
        fastestSeconds: 10 * 60,
        medianSeconds: 11 * 60,
        slowestSeconds: 12 * 60,
        samples: 4,
        waves: 3,
        totalSeconds: 33 * 60,
      },
    ],
    [
      'machines that came up on their config never updated here',
      [
        { node: 'worker-0', config: 'rendered-worker-old', createdMs: CREATED, updatedMs: CREATED },
        { node: 'worker-1', config: 'rendered-worker-old', createdMs: CREATED, updatedMs: CREATED },
      ],
      2,
      1,
      'no-history',
    ],
    ['one machine updated: no time can be told', rollout([14]), 6, 1, 'no-history'],
    ['no MachineConfigNode times at all', [{ node: 'worker-0' }], 1, 1, 'no-history'],
    [
      'only the last rollout counts (the config the latest end brought)',
      [
        ...rollout([-10_000, -9_000, -8_000], 'rendered-worker-older'),
        ...rollout([14, 30, 44], 'rendered-worker-new').map((r, i) => ({ ...r, node: `worker-${i + 3}` })),
      ],
      6,
      1,
      {
        fastestSeconds: 14 * 60,
        medianSeconds: 15 * 60,
        slowestSeconds: 16 * 60,
        samples: 2,
        lastRolloutConfig: 'rendered-worker-new',
      },
    ],
  ];
  it.each(cases)('%s', (_name, records, machines, atOnce, want) => {
    const result = forecastDuration(records, machines, atOnce);
    if (want === 'no-history') expect(result).toEqual({ kind: 'no-history' });
    else expect(result).toMatchObject({ kind: 'forecast', forecast: want });
  });
});

describe('machinesDoneInWindow', () => {
  const result = forecastDuration(rollout([14, 30, 44, 63, 79, 95]), 6, 1);
  const forecast = result.kind === 'forecast' ? result.forecast : undefined;
  it.each([
    [30 * 60, 2],
    [48 * 60, 3],
    [4 * 3600, 6],
  ])('a window of %i s sees %i of 6 machines done (one more wave starts than fits)', (seconds, done) => {
    expect(forecast && machinesDoneInWindow(forecast, seconds)).toBe(done);
  });
});

describe('roughForecast: without history, at least the documented 5 minutes a wave', () => {
  it.each([
    [6, 1, 6, 30 * 60],
    [6, 2, 3, 15 * 60],
    [5, 2, 3, 15 * 60],
    [0, 1, 0, 0],
  ])('%i machines %i at a time: %i waves, at least %i s', (machines, atOnce, waves, atLeast) => {
    expect(roughForecast(machines, atOnce)).toEqual({ machines, atOnce, waves, atLeastSeconds: atLeast });
  });

  it('fewer than one at a time is taken as one at a time', () => {
    expect(roughForecast(3, 0)).toMatchObject({ atOnce: 1, waves: 3 });
  });
});
