import { describe, expect, it } from 'vitest';
import { unreviewedMachines } from './unreviewed-machines';

const held = { name: 'worker', paused: true, target: 'rendered-worker-2b', approved: 'rendered-worker-1a' };

describe('unreviewedMachines: a gated pool machine on a config nobody approved', () => {
  it('a machine that booted its held pool’s unapproved target (a join served by the machine-config server)', () => {
    expect(
      unreviewedMachines(held, [
        { node: 'worker-3', current: 'rendered-worker-2b', desired: 'rendered-worker-2b' },
        { node: 'worker-0', current: 'rendered-worker-0z', desired: 'rendered-worker-0z' },
      ]),
    ).toEqual([{ node: 'worker-3', config: 'rendered-worker-2b', how: 'booted' }]);
  });

  it('a machine handed a target that is neither approved nor what it runs', () => {
    expect(
      unreviewedMachines({ ...held, paused: false, target: 'rendered-worker-1a' }, [
        { node: 'b', current: 'rendered-worker-0z', desired: 'rendered-worker-9z' },
        { node: 'a', current: 'rendered-worker-0z', desired: 'rendered-worker-1a' },
      ]),
    ).toEqual([{ node: 'b', config: 'rendered-worker-9z', how: 'handed' }]);
  });

  it('leaves alone the approved target, machines on what they ran, and other pools’ configs (a canary’s)', () => {
    expect(
      unreviewedMachines(held, [
        { node: 'a', current: 'rendered-worker-1a', desired: 'rendered-worker-1a' },
        { node: 'b', current: 'rendered-worker-0z', desired: 'rendered-worker-0z' },
        { node: 'c', current: 'rendered-worker-0z', desired: 'rendered-worker-canary-2b' },
        { node: 'd' },
      ]),
    ).toEqual([]);
  });
});
