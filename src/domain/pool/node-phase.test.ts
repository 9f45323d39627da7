import { describe, expect, it } from 'vitest';
import { countPhases, nodePhase, nodeRows, sortNodeRows } from './node-phase';

describe('nodePhase', () => {
  it('says updated only for a node that runs the target and is idle', () => {
    expect(nodePhase({ name: 'a', currentConfig: 'new', desiredConfig: 'new', state: 'Done' }, 'new')).toBe('updated');
    expect(nodePhase({ name: 'a', currentConfig: 'old', desiredConfig: 'old', state: 'Done' }, 'new')).toBe('waiting');
  });

  it('reads the daemon states in progress and failed', () => {
    expect(nodePhase({ name: 'a', currentConfig: 'old', state: 'Working' }, 'new')).toBe('working');
    expect(nodePhase({ name: 'a', currentConfig: 'old', state: 'Rebooting' }, 'new')).toBe('rebooting');
    expect(nodePhase({ name: 'a', currentConfig: 'old', state: 'Degraded' }, 'new')).toBe('degraded');
    expect(nodePhase({ name: 'a', currentConfig: 'new', state: 'Unreconcilable' }, 'new')).toBe('degraded');
  });
});

describe('nodePhase in image mode', () => {
  const node = { name: 'infra-0', currentConfig: 'rendered-infra-1', state: 'Done', currentImage: 'img@sha256:a' };
  it('is updated only once the machine boots the built image: a rebuild under the same config leaves it waiting', () => {
    expect(nodePhase(node, 'rendered-infra-1', 'img@sha256:a')).toBe('updated');
    expect(nodePhase(node, 'rendered-infra-1', 'img@sha256:b')).toBe('waiting');
    expect(nodePhase({ ...node, currentImage: undefined }, 'rendered-infra-1', 'img@sha256:a')).toBe('waiting');
    expect(nodePhase({ ...node, state: 'Working' }, 'rendered-infra-1', 'img@sha256:b')).toBe('working');
  });
});

describe('nodeRows', () => {
  it('puts failing nodes first, then those in progress, waiting, updated; by name within', () => {
    const rows = nodeRows(
      [
        { name: 'w-0', currentConfig: 'new', state: 'Done' },
        { name: 'w-3', currentConfig: 'old', state: 'Done' },
        { name: 'w-2', currentConfig: 'old', state: 'Working' },
        { name: 'w-5', currentConfig: 'old', state: 'Degraded', reason: 'disk full' },
        { name: 'w-1', currentConfig: 'old', state: 'Done' },
      ],
      'new',
    );
    expect(rows.map((r) => `${r.name}:${r.phase}`)).toEqual([
      'w-5:degraded',
      'w-2:working',
      'w-1:waiting',
      'w-3:waiting',
      'w-0:updated',
    ]);
    expect(countPhases(rows)).toEqual({ degraded: 1, working: 1, rebooting: 0, waiting: 2, updated: 1 });
  });
});

describe('sortNodeRows', () => {
  const rows = nodeRows(
    [
      { name: 'w-10', currentConfig: 'new', state: 'Done' },
      { name: 'w-2', currentConfig: 'old', state: 'Degraded' },
      { name: 'w-1', currentConfig: 'old', state: 'Working' },
    ],
    'new',
  );
  it('sorts by name either way', () => {
    expect(sortNodeRows(rows, 'name', 'asc').map((r) => r.name)).toEqual(['w-1', 'w-10', 'w-2']);
    expect(sortNodeRows(rows, 'name', 'desc').map((r) => r.name)).toEqual(['w-2', 'w-10', 'w-1']);
  });
  it('puts updated nodes first when the phase order is reversed', () => {
    expect(sortNodeRows(rows, 'phase', 'desc').map((r) => r.phase)).toEqual(['updated', 'working', 'degraded']);
  });
});
