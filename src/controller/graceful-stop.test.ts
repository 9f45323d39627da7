import { describe, expect, it, vi } from 'vitest';
import { stopWithin } from './graceful-stop';

describe('stopWithin', () => {
  it('resolves once the stop is done, saying nothing', async () => {
    const log = vi.fn();
    expect(await stopWithin(() => Promise.resolve(), log, 1000)).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  it('resolves when the stop fails, and says why', async () => {
    const log = vi.fn();
    expect(await stopWithin(() => Promise.reject(new Error('lease: connection refused')), log, 1000)).toBe(true);
    expect(log).toHaveBeenCalledWith('error', 'could not stop cleanly', { error: 'Error: lease: connection refused' });
  });

  it('resolves after the grace period when the stop never ends, and says so', async () => {
    vi.useFakeTimers();
    try {
      const log = vi.fn();
      let done = false;
      const stopped = stopWithin(() => new Promise<void>(() => undefined), log, 10_000).then((finished) => {
        done = true;
        return finished;
      });
      await vi.advanceTimersByTimeAsync(9_999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await stopped).toBe(false);
      expect(log).toHaveBeenCalledWith('warn', 'stopping took too long: exiting without finishing', {
        graceSeconds: 10,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
