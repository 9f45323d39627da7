import { describe, expect, it } from 'vitest';
import { prestageProgress } from './prestage-progress';

const SET = 'os-updates-prestage-worker';

describe('prestageProgress', () => {
  it('counts a machine running the approved config as having its image, whatever the set says of it', () => {
    const progress = prestageProgress(SET, 2, [
      { node: 'worker-3', sets: [], runs: true },
      { node: 'worker-0', sets: [{ name: SET, currentGeneration: 2 }] },
      { node: 'worker-1', sets: [{ name: SET, desiredGeneration: 2, currentGeneration: 1 }] },
      { node: 'worker-2', sets: [{ name: SET, lastFailedGeneration: 2, lastFailedGenerationError: 'no space' }] },
      { node: 'worker-5', sets: [] },
    ]);
    expect(progress.nodes.map((n) => [n.node, n.state])).toEqual([
      ['worker-0', 'pulled'],
      ['worker-1', 'pulling'],
      ['worker-2', 'failed'],
      ['worker-3', 'running'],
      ['worker-5', 'waiting'],
    ]);
    expect(progress.pulled).toBe(2);
    expect(progress.failed).toBe(1);
    expect(progress.nodes.find((n) => n.node === 'worker-2')?.error).toBe('no space');
  });

  it('an older generation pulled is not the approved images: still waiting', () => {
    expect(prestageProgress(SET, 3, [{ node: 'worker-0', sets: [{ name: SET, currentGeneration: 2 }] }]).pulled).toBe(
      0,
    );
  });
});
