import { describe, expect, it } from 'vitest';
import { clockOffsetMs } from './cluster-clock';

const at = (iso: string) => Date.parse(iso);

describe('clockOffsetMs', () => {
  it('tells how far the cluster is ahead of the browser, from the answer’s Date header', () => {
    // The browser says 10:00:00.2–10:00:00.4; the cluster answered during its 10:05:00.
    const offset = clockOffsetMs(
      'Thu, 03 Dec 2026 10:05:00 GMT',
      at('2026-12-03T10:00:00.200Z'),
      at('2026-12-03T10:00:00.400Z'),
    );
    expect(offset).toBe(5 * 60_000 + 200);
  });

  it('tells a cluster behind the browser as a negative offset', () => {
    const offset = clockOffsetMs(
      'Thu, 03 Dec 2026 09:59:20 GMT',
      at('2026-12-03T10:00:00.000Z'),
      at('2026-12-03T10:00:00.100Z'),
    );
    expect(offset).toBe(-40_000 + 500 - 50);
  });

  it('is 0 within what a header of whole seconds and the request’s time can tell', () => {
    expect(
      clockOffsetMs('Thu, 03 Dec 2026 10:00:00 GMT', at('2026-12-03T10:00:00.900Z'), at('2026-12-03T10:00:01.100Z')),
    ).toBe(0);
    // A slow answer widens what cannot be told apart.
    expect(
      clockOffsetMs('Thu, 03 Dec 2026 10:00:03 GMT', at('2026-12-03T10:00:00.000Z'), at('2026-12-03T10:00:06.000Z')),
    ).toBe(0);
  });

  it('is undefined without a Date header or with one that is no date', () => {
    expect(clockOffsetMs(null, 0, 10)).toBeUndefined();
    expect(clockOffsetMs('', 0, 10)).toBeUndefined();
    expect(clockOffsetMs('yesterday-ish', 0, 10)).toBeUndefined();
  });
});
