import { describe, expect, it } from 'vitest';
import { STREAM_CASES } from './mco-cases/render-controller-test-streams';
import { POOLS, streamWorld } from './mco-cases/render-world';
import { effectiveStream } from './os-streams';

describe('a pool renders from the stream the MCO 4.22 picks: pkg/controller/render/render_controller_test.go', () => {
  it.each(STREAM_CASES.map((c) => [`${c.test}: ${c.step}`, c] as const))('%s', (_, c) => {
    const pools = [
      ...(c.worker && c.pool.name !== 'worker' ? [{ name: 'worker', stream: c.worker.stream }] : []),
      c.pool,
    ];
    const store = streamWorld(pools);
    const pool = store.find(POOLS, undefined, c.pool.name)!;
    // '' is the MCO's "the default stream".
    expect(effectiveStream(store, pool)).toBe(c.expected || 'default-stream');
  });
});
