import { describe, expect, it } from 'vitest';
import { groupSameChange } from './same-change';

describe('groupSameChange', () => {
  it('puts pools going from the same image to the same image together, in the order they come', () => {
    const groups = groupSameChange([
      { name: 'master', from: 'b', to: 'c' },
      { name: 'worker', from: 'a', to: 'c' },
      { name: 'infra', from: 'a', to: 'c' },
      { name: 'edge', from: 'a', to: 'd' },
    ]);
    expect(groups.map((g) => g.map((p) => p.name))).toEqual([['master'], ['worker', 'infra'], ['edge']]);
  });

  it('keeps alone a pool with a side unknown, or one marked to be shown alone (a pinned pool)', () => {
    const groups = groupSameChange([
      { name: 'worker', from: 'a' },
      { name: 'infra', from: 'a' },
      { name: 'gpu', from: 'a', to: 'c', alone: true },
      { name: 'db', from: 'a', to: 'c' },
    ]);
    expect(groups.map((g) => g.map((p) => p.name))).toEqual([['worker'], ['infra'], ['gpu'], ['db']]);
  });
});
