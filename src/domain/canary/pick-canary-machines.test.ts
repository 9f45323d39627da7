import { describe, expect, it } from 'vitest';
import { pickCanaryMachines, type CanaryCandidate } from './pick-canary-machines';

const machine = (name: string, zone?: string, over: Partial<CanaryCandidate> = {}): CanaryCandidate => ({
  name,
  zone,
  drainHeld: false,
  unavailable: false,
  ...over,
});

describe('pickCanaryMachines, "how many machines go first"', () => {
  const sixInThreeZones = [
    machine('worker-0', 'a'),
    machine('worker-1', 'b'),
    machine('worker-2', 'c'),
    machine('worker-3', 'a'),
    machine('worker-4', 'b'),
    machine('worker-5', 'c'),
  ];

  it.each([
    [1, ['worker-0']],
    [2, ['worker-0', 'worker-1']],
    [3, ['worker-0', 'worker-1', 'worker-2']],
    [4, ['worker-0', 'worker-1', 'worker-2', 'worker-3']],
  ])('takes %i spread over the zones in turn', (count, names) => {
    expect(pickCanaryMachines(sixInThreeZones, count)).toEqual(names);
  });

  it('puts last the machines whose drain a budget would hold, and after them the unavailable ones', () => {
    const machines = [
      machine('worker-0', 'a', { drainHeld: true }),
      machine('worker-1', 'a', { unavailable: true }),
      machine('worker-2', 'b'),
    ];
    expect(pickCanaryMachines(machines, 1)).toEqual(['worker-2']);
    expect(pickCanaryMachines(machines, 2)).toEqual(['worker-2', 'worker-0']);
    expect(pickCanaryMachines(machines, 3)).toEqual(['worker-2', 'worker-0', 'worker-1']);
  });

  it('works without zones, and never takes more machines than there are', () => {
    expect(pickCanaryMachines([machine('b'), machine('a')], 5)).toEqual(['a', 'b']);
    expect(pickCanaryMachines([], 2)).toEqual([]);
    expect(pickCanaryMachines(sixInThreeZones, 0)).toEqual([]);
  });
});
