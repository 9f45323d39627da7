import { describe, expect, it } from 'vitest';
import { poolGate, rolledOutWithoutReview } from './gate';
import type { PoolFacts } from './pool-state';

const facts = (overrides: Partial<PoolFacts> = {}): PoolFacts => ({
  name: 'worker',
  paused: false,
  currentConfig: 'rendered-a',
  targetConfig: 'rendered-a',
  conditions: new Map(),
  ...overrides,
});

describe('poolGate', () => {
  it('is held whenever the pool is paused, moving or not', () => {
    expect(poolGate(facts({ paused: true }))).toBe('held');
    expect(poolGate(facts({ paused: true, targetConfig: 'rendered-b' }))).toBe('held');
  });

  it('is rolling out while an unpaused pool moves to its target', () => {
    expect(poolGate(facts({ targetConfig: 'rendered-b' }))).toBe('rolling-out');
    expect(poolGate(facts({ conditions: new Map([['Updating', { status: 'True' }]]) }))).toBe('rolling-out');
  });

  it('is open when an unpaused pool is idle: the next target rolls out unreviewed', () => {
    expect(poolGate(facts())).toBe('open');
  });
});

describe('rolledOutWithoutReview', () => {
  const images = { currentImage: 'os@sha256:bb', approvedImage: 'os@sha256:aa' };
  it('flags a pool running another OS image than the one approved', () => {
    expect(rolledOutWithoutReview(facts({ approvedConfig: 'rendered-old' }), images)).toBe(true);
  });

  it('does not flag the approved config, a config-only change since, a pool never approved, or unknown images', () => {
    expect(rolledOutWithoutReview(facts({ approvedConfig: 'rendered-a' }), images)).toBe(false);
    expect(
      rolledOutWithoutReview(facts({ approvedConfig: 'rendered-old' }), { currentImage: 'x', approvedImage: 'x' }),
    ).toBe(false);
    expect(rolledOutWithoutReview(facts(), images)).toBe(false);
    expect(rolledOutWithoutReview(facts({ approvedConfig: 'rendered-old' }), { currentImage: 'x' })).toBe(false);
  });

  it('does not flag a pool still rolling out to the approved config', () => {
    const rolling = facts({
      currentConfig: 'rendered-a',
      targetConfig: 'rendered-new',
      approvedConfig: 'rendered-new',
    });
    expect(rolledOutWithoutReview(rolling, images)).toBe(false);
  });
});
