import { describe, expect, it } from 'vitest';
import { heldPoolFacts } from '../../test-support/pool-facts';
import type { MaintenanceWindow } from './maintenance-window';
import { windowKeeperAction } from './window-keeper';
import { windowActionPatch } from './window-patch';

const WINDOW = 'os-updates.openshift.io/maintenance-window';
const window: MaintenanceWindow = {
  target: 'rendered-b',
  start: '2026-12-05T02:00:00Z',
  durationMinutes: 60,
  repeat: 'weekly',
  reviewEachUpdate: true,
  strictGate: false,
};
const facts = heldPoolFacts;
const at = (iso: string) => Date.parse(iso);
const opened = { phase: 'open' as const, start: '2026-12-05T02:00:00Z', end: '2026-12-05T03:00:00Z' };

describe('windowKeeperAction', () => {
  it('waits before the window', () => {
    expect(windowKeeperAction({ facts: facts(), window, now: at('2026-12-05T01:59:00Z') })).toBeUndefined();
  });

  it('opens the window at its start with the approval patch and records the occurrence', () => {
    const action = windowKeeperAction({ facts: facts(), window, now: at('2026-12-05T02:00:30Z') });
    expect(action).toMatchObject({
      action: 'open',
      reason: 'MaintenanceWindowStarted',
      type: 'Normal',
      status: opened,
    });
    const patch = windowActionPatch(
      action!,
      { 'os-updates.openshift.io/maintenance-window': '{}', 'os-updates.openshift.io/maintenance-window-status': '{}' },
      'rendered-b',
    );
    expect(patch.slice(0, 4)).toEqual([
      { op: 'test', path: '/metadata/annotations/os-updates.openshift.io~1maintenance-window', value: '{}' },
      { op: 'test', path: '/spec/paused', value: true },
      { op: 'test', path: '/spec/configuration/name', value: 'rendered-b' },
      { op: 'replace', path: '/spec/paused', value: false },
    ]);
    expect(patch).toContainEqual({
      op: 'add',
      path: '/metadata/annotations/os-updates.openshift.io~1approved-config',
      value: 'rendered-b',
    });
    expect(patch).toContainEqual({
      op: 'add',
      path: '/metadata/annotations/os-updates.openshift.io~1maintenance-window-status',
      value: JSON.stringify(opened),
    });
    // The window stays on the pool: the controller closes it at its end.
    expect(patch.filter((op) => op.op === 'remove')).toEqual([]);
  });

  it('opens an occurrence once: a pool held by hand inside its window stays held', () => {
    expect(
      windowKeeperAction({ facts: facts(), window, status: opened, now: at('2026-12-05T02:30:00Z') }),
    ).toBeUndefined();
  });

  it('refuses a target that moved, and says so once per occurrence', () => {
    const action = windowKeeperAction({
      facts: facts({ targetConfig: 'rendered-c' }),
      window,
      now: at('2026-12-05T02:00:30Z'),
    });
    expect(action).toMatchObject({ action: 'refuse', type: 'Warning', status: { phase: 'refused' } });
    expect(action?.message).toContain('the pool now targets rendered-c, not the approved rendered-b');
    expect(windowActionPatch(action!, { [WINDOW]: 'shown' }, 'rendered-c')).toEqual([
      { op: 'test', path: '/metadata/annotations/os-updates.openshift.io~1maintenance-window', value: 'shown' },
      {
        op: 'add',
        path: '/metadata/annotations/os-updates.openshift.io~1maintenance-window-status',
        value: JSON.stringify(action?.action === 'refuse' ? action.status : undefined),
      },
    ]);
    const status = action?.action === 'refuse' ? action.status : undefined;
    expect(
      windowKeeperAction({
        facts: facts({ targetConfig: 'rendered-c' }),
        window,
        status,
        now: at('2026-12-05T02:10:00Z'),
      }),
    ).toBeUndefined();
  });

  it('refuses an image-mode window whose image was built again', () => {
    const action = windowKeeperAction({
      facts: facts(),
      window: { ...window, image: 'registry/os@sha256:aa' },
      now: at('2026-12-05T02:00:30Z'),
      targetImage: 'registry/os@sha256:bb',
    });
    expect(action?.message).toContain('the image built for it is now registry/os@sha256:bb');
  });

  it('closes the occurrence it opened at its end, naming the machines left and the next window', () => {
    const action = windowKeeperAction({
      facts: facts({ paused: false, updatedMachineCount: 1 }),
      window,
      status: opened,
      now: at('2026-12-05T03:00:00Z'),
    });
    expect(action).toMatchObject({
      action: 'close',
      reason: 'MaintenanceWindowEnded',
      status: { phase: 'ended', machinesLeft: 2 },
    });
    expect(action?.message).toContain('2 of 3 machines not updated');
    expect(action?.message).toContain('the next window at 2026-12-12T02:00:00Z');
    expect(windowActionPatch(action!, { [WINDOW]: 'shown' }, 'rendered-b').slice(0, 3)).toEqual([
      { op: 'test', path: '/metadata/annotations/os-updates.openshift.io~1maintenance-window', value: 'shown' },
      { op: 'test', path: '/spec/configuration/name', value: 'rendered-b' },
      { op: 'add', path: '/spec/paused', value: true },
    ]);
  });

  it('opens the next weekly occurrence for the machines left', () => {
    const ended = { ...opened, phase: 'ended' as const, machinesLeft: 2 };
    expect(
      windowKeeperAction({ facts: facts(), window, status: ended, now: at('2026-12-12T02:00:01Z') }),
    ).toMatchObject({ action: 'open', status: { start: '2026-12-12T02:00:00Z' } });
  });

  it('uses the approval up once every machine runs the target', () => {
    const action = windowKeeperAction({
      facts: facts({ paused: false, currentConfig: 'rendered-b', updatedMachineCount: 3 }),
      window,
      status: opened,
      now: at('2026-12-05T02:40:00Z'),
    });
    expect(action).toMatchObject({ action: 'done', reason: 'MaintenanceWindowEnded' });
  });

  it('marks a pool another hand unpaused before its window, or holds it again with a strict gate', () => {
    const early = { facts: facts({ paused: false }), window, now: at('2026-12-05T01:00:00Z') };
    const marked = windowKeeperAction(early);
    expect(marked).toMatchObject({ action: 'mark', reason: 'ReleasedWithoutReview', type: 'Warning' });
    expect(marked?.message).toContain('outside its maintenance window (next: 2026-12-05T02:00:00Z)');
    expect(windowActionPatch(marked!, { [WINDOW]: 'shown' }, 'rendered-b')).toContainEqual({
      op: 'add',
      path: '/metadata/annotations/os-updates.openshift.io~1released-without-review',
      value: 'rendered-b',
    });
    // Marked once: the admin who released it may mean it.
    expect(
      windowKeeperAction({ ...early, facts: facts({ paused: false, releasedWithoutReview: 'rendered-b' }) }),
    ).toBeUndefined();
    const held = windowKeeperAction({ ...early, window: { ...window, strictGate: true } });
    expect(held).toMatchObject({ action: 'hold', reason: 'ReleasedWithoutReview' });
    expect(windowActionPatch(held!, { [WINDOW]: 'shown' }, 'rendered-b')).toContainEqual({
      op: 'add',
      path: '/spec/paused',
      value: true,
    });
  });

  it('leaves the window it opened alone while it is open', () => {
    expect(
      windowKeeperAction({ facts: facts({ paused: false }), window, status: opened, now: at('2026-12-05T02:30:00Z') }),
    ).toBeUndefined();
  });
});
