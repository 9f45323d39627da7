import { describe, expect, it } from 'vitest';
import { refusedHandOuts } from './refused-hand-outs';

const desired = new Map([
  ['worker-0', 'rendered-worker-a'],
  ['worker-1', 'rendered-worker-a'],
  ['worker-2', 'rendered-worker-b'],
]);
const claims = [
  { node: 'worker-1', pool: 'worker', claimed: 'rendered-worker-b' },
  { node: 'worker-0', pool: 'worker', claimed: 'rendered-worker-b' },
  { node: 'worker-2', pool: 'worker', claimed: 'rendered-worker-b' },
  { node: 'infra-0', pool: 'infra', claimed: 'rendered-worker-b' },
];

describe('refusedHandOuts: the MCN claims a target the Node was not given', () => {
  it('names the machines of the pool whose Node lacks the claimed, unapproved target', () => {
    expect(refusedHandOuts('worker', 'rendered-worker-b', 'rendered-worker-a', claims, (n) => desired.get(n))).toEqual([
      'worker-0',
      'worker-1',
    ]);
  });

  it('an approved target on its way, no target, or claims of another config are no refusal', () => {
    expect(refusedHandOuts('worker', 'rendered-worker-b', 'rendered-worker-b', claims, (n) => desired.get(n))).toEqual(
      [],
    );
    expect(refusedHandOuts('worker', undefined, undefined, claims, (n) => desired.get(n))).toEqual([]);
    expect(refusedHandOuts('worker', 'rendered-worker-c', undefined, claims, (n) => desired.get(n))).toEqual([]);
  });
});
