import { describe, expect, it } from 'vitest';
import { joinsUnreviewed } from './gate-notes-shown';
import type { PoolView } from '../hooks/use-pool-views';

const facts = (extra: Partial<PoolView['facts']>): PoolView['facts'] =>
  ({
    name: 'edge',
    reviewEachUpdate: true,
    paused: true,
    machineCount: 0,
    targetConfig: 'rendered-edge-2b',
    approvedConfig: 'rendered-edge-1a',
    ...extra,
  }) as PoolView['facts'];

describe('joinsUnreviewed: a machine joining this pool would boot a target nobody reviewed', () => {
  it('says so for a held gated pool with no machines and an unapproved target', () => {
    expect(joinsUnreviewed(facts({}))).toBe(true);
  });
  it('not once the target is approved, the pool has machines, or it is not under the gate', () => {
    expect(joinsUnreviewed(facts({ approvedConfig: 'rendered-edge-2b' }))).toBe(false);
    expect(joinsUnreviewed(facts({ machineCount: 2 }))).toBe(false);
    expect(joinsUnreviewed(facts({ reviewEachUpdate: false }))).toBe(false);
  });
});
