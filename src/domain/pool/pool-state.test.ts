import { describe, expect, it } from 'vitest';
import { poolState, renderHeldByGate, type PoolFacts } from './pool-state';
import { machinesAtOnce, wavesFor } from './waves';

const facts = (overrides: Partial<PoolFacts> = {}): PoolFacts => ({
  name: 'worker',
  paused: true,
  currentConfig: 'rendered-worker-a',
  targetConfig: 'rendered-worker-b',
  conditions: new Map([['Updated', { status: 'False' }]]),
  machineCount: 6,
  updatedMachineCount: 0,
  ...overrides,
});
const images = { currentImage: 'quay.io/os@sha256:aa', targetImage: 'quay.io/os@sha256:bb' };

describe('poolState', () => {
  it('is up to date when current = target', () => {
    expect(
      poolState(
        facts({ targetConfig: 'rendered-worker-a', conditions: new Map([['Updated', { status: 'True' }]]) }),
        images,
      ),
    ).toEqual({ kind: 'up-to-date' });
  });

  it('awaits approval when paused with a new OS image', () => {
    expect(poolState(facts(), images)).toEqual({ kind: 'awaiting-approval' });
  });

  it('says config-only when the OS image does not change', () => {
    expect(poolState(facts(), { currentImage: 'x@sha256:aa', targetImage: 'x@sha256:aa' })).toEqual({
      kind: 'config-only',
    });
  });

  it('awaits approval in image mode when a rebuild changed the image under the same config, or is not built yet', () => {
    const same = facts({ targetConfig: 'rendered-worker-a', conditions: new Map([['Updated', { status: 'True' }]]) });
    expect(poolState(same, { ...images, imageMode: true })).toEqual({ kind: 'awaiting-approval' });
    expect(poolState(same, { currentImage: images.currentImage, imageMode: true })).toEqual({
      kind: 'awaiting-approval',
    });
    expect(
      poolState(same, { currentImage: images.currentImage, targetImage: images.currentImage, imageMode: true }),
    ).toEqual({
      kind: 'up-to-date',
    });
    // A new config whose build made the same image: nothing for the OS to do.
    expect(poolState(facts(), { currentImage: 'x@sha256:aa', targetImage: 'x@sha256:aa', imageMode: true })).toEqual({
      kind: 'config-only',
    });
  });

  it('is updating when not paused and current ≠ target, with progress', () => {
    expect(poolState(facts({ paused: false, updatedMachineCount: 2 }), images)).toEqual({
      kind: 'updating',
      updated: 2,
      total: 6,
    });
  });

  it('waits for approval when held mid-rollout, even while Updating is still true', () => {
    const conditions = new Map([['Updating', { status: 'True' }]]);
    expect(poolState(facts({ paused: true, updatedMachineCount: 2, conditions }), images)).toEqual({
      kind: 'awaiting-approval',
    });
  });

  it('is degraded when any degraded condition is true, with the reason', () => {
    const conditions = new Map([
      [
        'NodeDegraded',
        { status: 'True', reason: 'NodeDegraded', message: 'Node worker-2 is reporting: failed to pull image' },
      ],
    ]);
    expect(poolState(facts({ conditions }), images)).toEqual({
      kind: 'degraded',
      condition: 'NodeDegraded',
      reason: 'Node worker-2 is reporting: failed to pull image',
    });
  });

  it('rolls out, not degraded, when the gate refused a newer render during its approved rollout', () => {
    const gate =
      "Failed to render configuration for pool worker: machineconfigpools.machineconfiguration.openshift.io \"worker\" is forbidden: ValidatingAdmissionPolicy 'os-updates-held-pool-unpause' with binding 'os-updates-held-pool-unpause' denied request: MachineConfigPool worker is held for review in OS updates: it is rolling out rendered-worker-b";
    const conditions = new Map([
      ['RenderDegraded', { status: 'True', message: gate }],
      ['Degraded', { status: 'True', message: '' }],
    ]);
    const open = facts({ paused: false, conditions, updatedMachineCount: 2 });
    expect(renderHeldByGate(open)).toBe(true);
    expect(poolState(open, images)).toEqual({ kind: 'updating', updated: 2, total: 6 });
    // A machine degraded as well is a fault, whatever held the render.
    const node = new Map([...conditions, ['NodeDegraded', { status: 'True', message: 'worker-2 failed' }]]);
    expect(poolState(facts({ paused: false, conditions: node }), images)).toMatchObject({ kind: 'degraded' });
    // Another policy's refusal is a render fault like any other.
    const other = new Map([['RenderDegraded', { status: 'True', message: "ValidatingAdmissionPolicy 'x' denied" }]]);
    expect(poolState(facts({ paused: false, conditions: other }), images)).toMatchObject({ kind: 'degraded' });
  });

  it('is unknown, saying what is missing', () => {
    expect(poolState(facts({ currentConfig: undefined }), images)).toEqual({
      kind: 'unknown',
      missing: ['status.configuration.name'],
    });
    expect(poolState(facts(), { currentImage: 'x@sha256:aa' })).toEqual({
      kind: 'unknown',
      missing: ['rendered config rendered-worker-b'],
    });
  });
});

describe('waves', () => {
  it('reads maxUnavailable as an integer or a percentage, at least 1', () => {
    expect(machinesAtOnce(undefined, 6)).toBe(1);
    expect(machinesAtOnce(2, 6)).toBe(2);
    expect(machinesAtOnce('50%', 6)).toBe(3);
    expect(machinesAtOnce('10%', 6)).toBe(1);
    expect(machinesAtOnce('3', 6)).toBe(3);
  });

  it('counts the waves left', () => {
    expect(wavesFor(6, 1)).toBe(6);
    expect(wavesFor(6, 4)).toBe(2);
    expect(wavesFor(0, 2)).toBe(0);
  });
});
