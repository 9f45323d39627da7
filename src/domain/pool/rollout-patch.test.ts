import { describe, expect, it } from 'vitest';
import { approvePatch, holdPatch } from './rollout-patch';

describe('approvePatch', () => {
  it('tests paused and the reviewed target, then unpauses and records the approval', () => {
    expect(approvePatch('rendered-worker-abc', true)).toEqual([
      { op: 'test', path: '/spec/paused', value: true },
      { op: 'test', path: '/spec/configuration/name', value: 'rendered-worker-abc' },
      { op: 'replace', path: '/spec/paused', value: false },
      {
        op: 'add',
        path: '/metadata/annotations/os-updates.openshift.io~1approved-config',
        value: 'rendered-worker-abc',
      },
    ]);
  });

  it('adds the annotations object when the pool has none', () => {
    expect(approvePatch('rendered-worker-abc', false)[3]).toEqual({
      op: 'add',
      path: '/metadata/annotations',
      value: { 'os-updates.openshift.io/approved-config': 'rendered-worker-abc' },
    });
  });
});

describe('holdPatch', () => {
  it('pauses the pool', () => {
    expect(holdPatch()).toEqual([{ op: 'add', path: '/spec/paused', value: true }]);
  });
});
