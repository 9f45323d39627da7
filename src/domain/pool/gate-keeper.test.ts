import { describe, expect, it } from 'vitest';
import type { BuildFacts } from '../image-mode/image-build';
import { gateKeeperAction } from './gate-keeper';
import type { PoolFacts } from './pool-state';

const facts = (overrides: Partial<PoolFacts> = {}): PoolFacts => ({
  name: 'worker',
  paused: false,
  currentConfig: 'rendered-a',
  targetConfig: 'rendered-b',
  conditions: new Map(),
  approvedConfig: 'rendered-b',
  reviewEachUpdate: true,
  ...overrides,
});

describe('gateKeeperAction', () => {
  it('leaves an approved rollout alone while it runs', () => {
    expect(gateKeeperAction(facts())).toBeUndefined();
  });

  it('pauses again once the approved rollout is complete', () => {
    expect(gateKeeperAction(facts({ currentConfig: 'rendered-b' }))).toMatchObject({
      action: 'pause',
      reason: 'ApprovedRolloutComplete',
      expectedTarget: 'rendered-b',
    });
  });

  it('pauses at once when the target of an open pool moves away from the approved config', () => {
    expect(gateKeeperAction(facts({ targetConfig: 'rendered-c' }))).toMatchObject({
      reason: 'TargetMovedFromApproved',
      expectedTarget: 'rendered-c',
    });
  });

  it('leaves alone pools without the policy, paused pools and pools never approved', () => {
    expect(gateKeeperAction(facts({ reviewEachUpdate: false, currentConfig: 'rendered-b' }))).toBeUndefined();
    expect(gateKeeperAction(facts({ paused: true, currentConfig: 'rendered-b' }))).toBeUndefined();
    expect(gateKeeperAction(facts({ approvedConfig: undefined, targetConfig: 'rendered-c' }))).toBeUndefined();
  });
});

describe('gateKeeperAction in image mode', () => {
  const approved = 'registry.example/infra-image@sha256:' + 'a'.repeat(64);
  const rebuilt = 'registry.example/infra-image@sha256:' + 'b'.repeat(64);
  const build = (image: string | undefined, state: BuildFacts['state'] = 'succeeded'): BuildFacts => ({
    name: 'infra-123',
    pool: 'infra',
    config: 'rendered-b',
    state,
    image,
  });
  // Approved an image built for the config the pool already runs: its rollout is under way.
  const rolling = (overrides: Partial<PoolFacts> = {}) =>
    facts({
      name: 'infra',
      currentConfig: 'rendered-b',
      approvedImage: approved,
      reviewEachUpdate: false,
      conditions: new Map([['Updated', { status: 'False' }]]),
      machineCount: 2,
      updatedMachineCount: 0,
      ...overrides,
    });
  const done = { conditions: new Map([['Updated', { status: 'True' }]]), updatedMachineCount: 2 };

  it('leaves the approved image’s rollout alone while it runs', () => {
    expect(gateKeeperAction(rolling(), build(approved))).toBeUndefined();
  });

  it('pauses at once when the target is rebuilt (or building) during the approved rollout, policy or not', () => {
    expect(gateKeeperAction(rolling(), build(rebuilt))).toMatchObject({
      action: 'pause',
      reason: 'TargetMovedFromApproved',
      expectedTarget: 'rendered-b',
    });
    expect(gateKeeperAction(rolling(), build(undefined, 'building'))?.message).toContain('not built yet');
  });

  it('after the rollout: pauses again under the policy, else uses the approval up', () => {
    expect(gateKeeperAction(rolling({ ...done, reviewEachUpdate: true }), build(approved))).toMatchObject({
      action: 'pause',
      reason: 'ApprovedRolloutComplete',
    });
    expect(gateKeeperAction(rolling(done), build(approved))).toMatchObject({ action: 'settle' });
    expect(gateKeeperAction(rolling({ ...done, reviewEachUpdate: true }), build(rebuilt))).toMatchObject({
      action: 'pause',
      reason: 'TargetMovedFromApproved',
    });
  });
});
