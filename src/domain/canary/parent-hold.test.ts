import { describe, expect, it } from 'vitest';
import { parentHoldPatch } from './parent-hold';

describe('parentHoldPatch', () => {
  it('puts the parent under the gate only while it is held on the reviewed target', () => {
    expect(parentHoldPatch('rendered-worker-b', { other: 'x' }, false)).toEqual([
      { op: 'test', path: '/spec/paused', value: true },
      { op: 'test', path: '/spec/configuration/name', value: 'rendered-worker-b' },
      { op: 'add', path: '/metadata/annotations/os-updates.openshift.io~1gate', value: 'review-each-update' },
    ]);
  });

  it('adds the strict gate when chosen, and the annotations whole on a pool that has none', () => {
    expect(parentHoldPatch('rendered-worker-b', undefined, true).at(-1)).toEqual({
      op: 'add',
      path: '/metadata/annotations',
      value: { 'os-updates.openshift.io/gate': 'review-each-update', 'os-updates.openshift.io/strict-gate': 'true' },
    });
  });
});
