import { describe, expect, it } from 'vitest';
import { heldPoolFacts } from '../../test-support/pool-facts';
import { listSetPatch, pinnableImages, prestageWanted, unlistSetPatch } from './prestage';

const facts = heldPoolFacts;
const windowOf = (target: string, image?: string) =>
  JSON.stringify({ target, image, start: '2026-12-05T02:00:00Z', durationMinutes: 60, repeat: 'once' });
const DIGEST = `@sha256:${'a'.repeat(64)}`;

describe('prestageWanted', () => {
  it('wants the target of a window still to roll out, and its built image in image mode', () => {
    expect(prestageWanted(facts({ maintenanceWindow: windowOf('rendered-b') }))).toEqual({ target: 'rendered-b' });
    expect(prestageWanted(facts({ maintenanceWindow: windowOf('rendered-b', `os${DIGEST}`) }))).toEqual({
      target: 'rendered-b',
      image: `os${DIGEST}`,
    });
  });

  it('wants an approved rollout that runs, and nothing once every machine runs the target', () => {
    const approved = { approvedConfig: 'rendered-b', paused: false };
    expect(prestageWanted(facts(approved))).toEqual({ target: 'rendered-b' });
    expect(prestageWanted(facts({ ...approved, currentConfig: 'rendered-b', updatedMachineCount: 3 }))).toBeUndefined();
    expect(prestageWanted(facts({ ...approved, paused: true }))).toBeUndefined();
    expect(prestageWanted(facts())).toBeUndefined();
  });
});

describe('the pool patches', () => {
  it('list the set beside the sets others listed, and take only it off', () => {
    expect(listSetPatch('worker', undefined)).toEqual([
      { op: 'add', path: '/spec/pinnedImageSets', value: [{ name: 'os-update-prestage-worker' }] },
    ]);
    expect(listSetPatch('worker', [{ name: 'mine' }])).toEqual([
      { op: 'test', path: '/spec/pinnedImageSets', value: [{ name: 'mine' }] },
      { op: 'add', path: '/spec/pinnedImageSets/-', value: { name: 'os-update-prestage-worker' } },
    ]);
    const both = [{ name: 'mine' }, { name: 'os-update-prestage-worker' }];
    expect(unlistSetPatch('worker', both)[1]).toEqual({
      op: 'replace',
      path: '/spec/pinnedImageSets',
      value: [{ name: 'mine' }],
    });
    expect(unlistSetPatch('worker', [{ name: 'os-update-prestage-worker' }])[1]).toEqual({
      op: 'remove',
      path: '/spec/pinnedImageSets',
    });
  });

  it('pin images by digest only', () => {
    expect(pinnableImages([`os${DIGEST}`, 'os:latest', undefined, `os${DIGEST}`])).toEqual([`os${DIGEST}`]);
  });
});
