import { describe, expect, it } from 'vitest';
import { approvePatch, holdPatch, resumePatch } from './rollout-patch';

const guard = (target: string) => [
  { op: 'test', path: '/spec/paused', value: true },
  { op: 'test', path: '/spec/configuration/name', value: target },
  { op: 'replace', path: '/spec/paused', value: false },
];

describe('approvePatch', () => {
  it('tests paused and the reviewed target, then unpauses and records the approval', () => {
    expect(approvePatch({ reviewedTarget: 'rendered-worker-abc', annotations: {}, reviewEachUpdate: false })).toEqual([
      ...guard('rendered-worker-abc'),
      {
        op: 'add',
        path: '/metadata/annotations/os-updates.openshift.io~1approved-config',
        value: 'rendered-worker-abc',
      },
    ]);
  });

  it('adds the annotations object when the pool has none, with the gate policy when asked', () => {
    expect(approvePatch({ reviewedTarget: 'r', reviewEachUpdate: false })[3]).toEqual({
      op: 'add',
      path: '/metadata/annotations',
      value: { 'os-updates.openshift.io/approved-config': 'r' },
    });
    expect(approvePatch({ reviewedTarget: 'r', reviewEachUpdate: true })[3]).toEqual({
      op: 'add',
      path: '/metadata/annotations',
      value: { 'os-updates.openshift.io/approved-config': 'r', 'os-updates.openshift.io/gate': 'review-each-update' },
    });
  });

  it('records "review each update" after the four operations DESIGN lists, or removes it when turned off', () => {
    const on = approvePatch({ reviewedTarget: 'r', annotations: { a: 'b' }, reviewEachUpdate: true });
    expect(on.slice(0, 3)).toEqual(guard('r'));
    expect(on[4]).toEqual({
      op: 'add',
      path: '/metadata/annotations/os-updates.openshift.io~1gate',
      value: 'review-each-update',
    });
    const off = approvePatch({
      reviewedTarget: 'r',
      annotations: { 'os-updates.openshift.io/gate': 'review-each-update' },
      reviewEachUpdate: false,
    });
    expect(off[4]).toEqual({ op: 'remove', path: '/metadata/annotations/os-updates.openshift.io~1gate' });
    expect(approvePatch({ reviewedTarget: 'r', annotations: { a: 'b' }, reviewEachUpdate: false })).toHaveLength(4);
  });
});

describe('approvePatch in image mode', () => {
  const image = 'registry.example/os@sha256:' + 'c'.repeat(64);
  it('records the reviewed built image beside the config, and drops an older one when out of image mode', () => {
    expect(approvePatch({ reviewedTarget: 'r', reviewEachUpdate: false, reviewedImage: image })[3]).toEqual({
      op: 'add',
      path: '/metadata/annotations',
      value: { 'os-updates.openshift.io/approved-config': 'r', 'os-updates.openshift.io/approved-image': image },
    });
    expect(
      approvePatch({ reviewedTarget: 'r', annotations: {}, reviewEachUpdate: false, reviewedImage: image })[4],
    ).toEqual({ op: 'add', path: '/metadata/annotations/os-updates.openshift.io~1approved-image', value: image });
    const left = approvePatch({
      reviewedTarget: 'r',
      annotations: { 'os-updates.openshift.io/approved-image': image },
      reviewEachUpdate: false,
    });
    expect(left[4]).toEqual({ op: 'remove', path: '/metadata/annotations/os-updates.openshift.io~1approved-image' });
  });
});

describe('holdPatch and resumePatch', () => {
  it('holds by pausing', () => {
    expect(holdPatch()).toEqual([{ op: 'add', path: '/spec/paused', value: true }]);
  });

  it('resumes only while the pool is paused and still targets what it runs', () => {
    expect(resumePatch('rendered-worker-a')).toEqual(guard('rendered-worker-a'));
  });
});

describe('approvePatch and the strict gate', () => {
  const STRICT = '/metadata/annotations/os-updates.openshift.io~1strict-gate';
  const RELEASED = '/metadata/annotations/os-updates.openshift.io~1released-without-review';

  it('records a strict gate only with "review each update", and removes it when turned off', () => {
    const strict = approvePatch({ reviewedTarget: 'r', annotations: {}, reviewEachUpdate: true, strictGate: true });
    expect(strict).toContainEqual({ op: 'add', path: STRICT, value: 'true' });
    const alone = approvePatch({ reviewedTarget: 'r', annotations: {}, reviewEachUpdate: false, strictGate: true });
    expect(alone.some((op) => op.path === STRICT)).toBe(false);
    const off = approvePatch({
      reviewedTarget: 'r',
      annotations: { 'os-updates.openshift.io/strict-gate': 'true' },
      reviewEachUpdate: true,
    });
    expect(off).toContainEqual({ op: 'remove', path: STRICT });
    expect(approvePatch({ reviewedTarget: 'r', reviewEachUpdate: true, strictGate: true })[3]).toMatchObject({
      value: { 'os-updates.openshift.io/strict-gate': 'true' },
    });
  });

  it('clears the mark of a release without review: the approval reviewed it', () => {
    const ops = approvePatch({
      reviewedTarget: 'r',
      annotations: { 'os-updates.openshift.io/released-without-review': 'r' },
      reviewEachUpdate: true,
    });
    expect(ops).toContainEqual({ op: 'remove', path: RELEASED });
  });

  it('replaces an approval for a maintenance window with one for now', () => {
    const patch = approvePatch({
      reviewedTarget: 'rendered-b',
      annotations: {
        'os-updates.openshift.io/maintenance-window': '{}',
        'os-updates.openshift.io/maintenance-window-status': '{}',
      },
      reviewEachUpdate: false,
    });
    expect(patch).toContainEqual({
      op: 'remove',
      path: '/metadata/annotations/os-updates.openshift.io~1maintenance-window',
    });
    expect(patch).toContainEqual({
      op: 'remove',
      path: '/metadata/annotations/os-updates.openshift.io~1maintenance-window-status',
    });
  });
});
