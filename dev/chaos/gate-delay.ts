/**
 * The gate's liveness, apart from its safety: how long a pool under review stays open on a
 * target nobody approved while the os-update controller runs, before it pauses it. Its
 * machines cannot start that target meanwhile (the API server refuses the node controller's
 * hand-outs); the delay is how long the page and the pool's state say "rolling out" on a target
 * waiting for review. The time the controller is down is not counted: nothing of ours can
 * pause a pool then, and nothing needs to.
 */
export class GateDelay {
  /** Per pool open now: the controller's running time since it opened. */
  private readonly openFor = new Map<string, number>();
  private last: { at: number; up: boolean } | undefined;
  worstMs = 0;
  worstPool: string | undefined;

  /** One look: the pools open on an unapproved target now, and whether a controller replica runs. */
  sample(at: number, open: ReadonlySet<string>, up: boolean): void {
    // The time since the last look counts as it was then: open pools grow while the controller ran.
    const elapsed = this.last?.up ? at - this.last.at : 0;
    for (const [pool, ms] of this.openFor) {
      const now = ms + elapsed;
      if (now > this.worstMs) {
        this.worstMs = now;
        this.worstPool = pool;
      }
      if (open.has(pool)) this.openFor.set(pool, now);
      else this.openFor.delete(pool);
    }
    for (const pool of open) if (!this.openFor.has(pool)) this.openFor.set(pool, 0);
    this.last = { at, up };
  }

  /** The pools still open (the run ends with them so). */
  get stillOpen(): string[] {
    return [...this.openFor.keys()];
  }
}
