import { describe, expect, it } from 'vitest';
import { lostOnTheWay } from './seed-objects';

describe('lostOnTheWay', () => {
  it('names each path the stored object lacks or holds otherwise, and nothing the server added', () => {
    const sent = { spec: { a: 1, list: [{ x: 'y' }, { x: 'z' }], gone: { deep: true } }, status: { n: 2 } };
    const stored = { spec: { a: 1, list: [{ x: 'y' }, { x: 'q' }], defaulted: 'by the server' }, status: { n: 3 } };
    expect(lostOnTheWay(sent, stored)).toEqual([
      'spec.list[1].x: "z" stored as "q"',
      'spec.gone: not stored',
      'status.n: 2 stored as 3',
    ]);
  });

  it('leaves out what the server sets itself in metadata', () => {
    const sent = {
      metadata: { name: 'a', resourceVersion: '7', uid: 'u', creationTimestamp: 'then', labels: { k: 'v' } },
    };
    const stored = {
      metadata: { name: 'a', resourceVersion: '99', uid: 'other', creationTimestamp: 'now', labels: {} },
    };
    expect(lostOnTheWay(sent, stored)).toEqual(['metadata.labels.k: not stored']);
  });
});
