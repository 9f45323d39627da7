import type { Log } from './log';

/** Where the controller takes the time from when it opens and closes maintenance windows. */
export interface Clock {
  readonly now: () => number;
  readonly stop: () => void;
}

export const systemClock: Clock = { now: () => Date.now(), stop: () => undefined };

/**
 * For demos and tests (`--clock-url`): the time of a clock served as JSON `{"now": "<RFC 3339>"}`,
 * such as the demo cluster's movable `/_demo/clock`, read every second and kept as an offset
 * from this machine's clock, so that `now()` stays synchronous.
 */
export function remoteClock(url: string, log: Log, everyMs = 1000): Clock & { readonly ready: Promise<void> } {
  let offset = 0;
  const read = async () => {
    try {
      const response = await fetch(url);
      const { now } = (await response.json()) as { now?: string };
      const at = Date.parse(now ?? '');
      if (Number.isNaN(at)) throw new Error(`no "now" time in the answer of ${url}`);
      offset = at - Date.now();
    } catch (error) {
      log('warn', 'clock not read', { url, error: String(error) });
    }
  };
  const ready = read();
  const timer = setInterval(() => void read(), everyMs);
  timer.unref();
  return { now: () => Date.now() + offset, stop: () => clearInterval(timer), ready };
}
