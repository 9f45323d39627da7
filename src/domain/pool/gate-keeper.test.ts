import { describe, expect, it } from 'vitest';
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
