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

  it('keeps a pool open whose status names the approved config while a machine that joined still has to update', () => {
    // A canary pool: created empty (its status names its target at once), a machine labelled in, then approved.
    const joined = facts({ currentConfig: 'rendered-b', machineCount: 1, updatedMachineCount: 0 });
    expect(gateKeeperAction(joined)).toBeUndefined();
    expect(gateKeeperAction({ ...joined, updatedMachineCount: 1 })).toMatchObject({
      reason: 'ApprovedRolloutComplete',
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

  it('reports a pool under review that was never approved, seen held, and unpaused by another hand', () => {
    const never = facts({ approvedConfig: undefined, targetConfig: 'rendered-c' });
    expect(gateKeeperAction(never, undefined, { paused: true })).toMatchObject({
      action: 'mark',
      reason: 'ReleasedWithoutReview',
      expectedTarget: 'rendered-c',
      message: expect.stringContaining('never approved'),
    });
    expect(gateKeeperAction({ ...never, strictGate: true }, undefined, { paused: true })).toMatchObject({
      action: 'pause',
    });
    // Nothing to roll out, already marked, or not under review: left alone.
    expect(gateKeeperAction({ ...never, currentConfig: 'rendered-c' }, undefined, { paused: true })).toBeUndefined();
    expect(
      gateKeeperAction({ ...never, releasedWithoutReview: 'rendered-c' }, undefined, { paused: true }),
    ).toBeUndefined();
    expect(gateKeeperAction({ ...never, reviewEachUpdate: false }, undefined, { paused: true })).toBeUndefined();
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

describe('gateKeeperAction and other hands on the gate', () => {
  // Held after its last rollout; the next release moved its target; now someone unpaused it.
  const released = facts({ currentConfig: 'rendered-b', targetConfig: 'rendered-c' });
  const wasHeld = { paused: true, approvedConfig: 'rendered-b' };

  it('marks a pool another hand unpaused with an unapproved target, and leaves it open', () => {
    expect(gateKeeperAction(released, undefined, wasHeld)).toMatchObject({
      action: 'mark',
      reason: 'ReleasedWithoutReview',
      expectedTarget: 'rendered-c',
    });
    // Marked: the admin who released it may mean it; nothing more is done.
    expect(gateKeeperAction({ ...released, releasedWithoutReview: 'rendered-c' }, undefined, wasHeld)).toBeUndefined();
  });

  it('pauses it again at once when the gate is strict', () => {
    expect(gateKeeperAction({ ...released, strictGate: true }, undefined, wasHeld)).toMatchObject({
      action: 'pause',
      reason: 'ReleasedWithoutReview',
    });
  });

  it('takes an open pool approved since it was seen held, whose target then moved, for a moved target', () => {
    // Seen held before the approval of rendered-b; the approval and the move came between two looks.
    expect(gateKeeperAction(released, undefined, { paused: true, approvedConfig: 'rendered-a' })).toMatchObject({
      action: 'pause',
      reason: 'TargetMovedFromApproved',
    });
  });

  it('takes a target that moved while the pool was open, or one it never saw held, for a moved target', () => {
    expect(gateKeeperAction(released, undefined, { paused: false })).toMatchObject({
      action: 'pause',
      reason: 'TargetMovedFromApproved',
    });
    expect(gateKeeperAction(released)).toMatchObject({ reason: 'TargetMovedFromApproved' });
    // A mark names one target: a later one is another move.
    expect(
      gateKeeperAction({ ...released, targetConfig: 'rendered-d', releasedWithoutReview: 'rendered-c' }),
    ).toMatchObject({ reason: 'TargetMovedFromApproved' });
  });

  it('leaves an approval through the page alone: the approved target is the one unpaused', () => {
    expect(
      gateKeeperAction(facts({ approvedConfig: 'rendered-c', targetConfig: 'rendered-c' }), undefined, wasHeld),
    ).toBeUndefined();
  });
});
