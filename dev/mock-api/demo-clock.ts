/**
 * The demo cluster's clock: this machine's time plus an offset a test can move forward, so
 * that a maintenance window an hour away opens now, and no spec waits for real time. The OS
 * update controller reads it when started with `--clock-url <api>/_demo/clock`.
 */
export class DemoClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves the clock forward (never back: a window once open stays in the past). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new Error(`the demo clock moves forward only (got ${ms} ms)`);
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }

  toJSON() {
    return { now: new Date(this.now()).toISOString(), offsetSeconds: this.offsetMs / 1000 };
  }
}
