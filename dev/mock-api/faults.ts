/**
 * Injected faults for tests: a matching request is answered with an error status (or its
 * connection dropped) after an optional delay, `times` times (forever when absent).
 */
export interface Fault {
  /** HTTP method to match; any when absent. */
  readonly method?: string;
  /** A substring of the request path to match. */
  readonly path: string;
  /** Answer with this status (a Status object); absent with `delayMs` only slows the request. */
  readonly status?: number;
  readonly message?: string;
  /** Close the connection without an answer, like a network failure. */
  readonly drop?: boolean;
  /** Apply the request first, then fail the answer: the change happened, the client does not know. */
  readonly afterApply?: boolean;
  readonly delayMs?: number;
  /** Hold the request, unanswered, until the faults are cleared; then serve it. Never races a clock. */
  readonly hold?: boolean;
  times?: number;
}

export class Faults {
  private faults: Fault[] = [];
  private held: (() => void)[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  /** Removes every fault and lets held requests go on. */
  clear(): void {
    this.faults = [];
    for (const release of this.held.splice(0)) release();
  }

  /** Resolves when the faults are next cleared. */
  released(): Promise<void> {
    return new Promise((resolve) => this.held.push(resolve));
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The fault for this request, consuming one of its `times`. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((f) => (f.method === undefined || f.method === method) && path.includes(f.path));
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times--;
      if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }
}
