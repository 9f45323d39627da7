import { describe, expect, it } from 'vitest';
import { buildPoolView, type ConfigResult } from '../hooks/pool-view';
import { offersResume, waitsForReview } from './waits-for-review';

const IMAGE = `quay.io/fcos@sha256:${'a'.repeat(64)}`;
const configs = new Map<string, ConfigResult>([
  ['rendered-worker-a', { isPending: false, data: { spec: { osImageURL: IMAGE } } }],
  ['rendered-worker-b', { isPending: false, data: { spec: { osImageURL: IMAGE } } }],
]);
const view = (spec: { paused: boolean; target: string }, reviewEachUpdate: boolean) =>
  buildPoolView(
    {
      metadata: {
        name: 'worker',
        annotations: reviewEachUpdate ? { 'os-updates.openshift.io/gate': 'review-each-update' } : {},
      },
      spec: { paused: spec.paused, configuration: { name: spec.target } },
      status: {
        configuration: { name: 'rendered-worker-a' },
        machineCount: 3,
        updatedMachineCount: 3,
        readyMachineCount: 3,
      },
    },
    configs,
    () => ({ status: { kind: 'missing' } }),
    [],
  );

describe('the gate actions a pool offers', () => {
  it('a held pool with a new target waits for review, and is not resumed past it', () => {
    const waiting = view({ paused: true, target: 'rendered-worker-b' }, true);
    expect(waitsForReview(waiting)).toBe(true);
    expect(offersResume(waiting)).toBe(false);
  });

  it('a held, up-to-date pool set to review every update offers no Resume: it would be held again', () => {
    const held = view({ paused: true, target: 'rendered-worker-a' }, true);
    expect(held.state.kind).toBe('up-to-date');
    expect(offersResume(held)).toBe(false);
  });

  it('a held, up-to-date pool without that policy offers Resume: resuming opens it to later updates', () => {
    expect(offersResume(view({ paused: true, target: 'rendered-worker-a' }, false))).toBe(true);
  });

  it('an open pool offers Hold, not Resume', () => {
    expect(offersResume(view({ paused: false, target: 'rendered-worker-a' }, false))).toBe(false);
  });
});
