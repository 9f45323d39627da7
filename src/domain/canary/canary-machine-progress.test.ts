import { describe, expect, it } from 'vitest';
import { canaryMachineProgress } from './canary-machine-progress';

const CANARY = 'rendered-worker-canary-e551c53c9d';
const REVIEWED = 'rendered-worker-e551c53c';

describe('canaryMachineProgress', () => {
  it('a machine "Done" on the config it ran before has not started: waiting, not done', () => {
    expect(canaryMachineProgress({ currentConfig: 'rendered-worker-0ld', state: 'Done' }, CANARY, REVIEWED)).toBe(
      'waiting',
    );
  });

  it('updating while its daemon works; updated once done on the canary config or the reviewed one', () => {
    expect(canaryMachineProgress({ currentConfig: 'rendered-worker-0ld', state: 'Working' }, CANARY, REVIEWED)).toBe(
      'updating',
    );
    expect(canaryMachineProgress({ currentConfig: CANARY, state: 'Done' }, CANARY, REVIEWED)).toBe('updated');
    expect(canaryMachineProgress({ currentConfig: REVIEWED, state: 'Done' }, CANARY, REVIEWED)).toBe('updated');
  });

  it('degraded when its daemon says so, whatever it runs', () => {
    expect(canaryMachineProgress({ currentConfig: CANARY, state: 'Degraded' }, CANARY, REVIEWED)).toBe('degraded');
    expect(canaryMachineProgress({ state: 'Unreconcilable' }, CANARY, REVIEWED)).toBe('degraded');
  });

  it('waiting while nothing is reported yet', () => {
    expect(canaryMachineProgress({}, undefined, REVIEWED)).toBe('waiting');
  });
});
