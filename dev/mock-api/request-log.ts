/** Every change request the demo cluster answered: tests read it to prove what was sent. */
export interface LoggedRequest {
  readonly time: string;
  readonly door: 'api' | 'console';
  readonly method: string;
  readonly path: string;
  readonly user: string;
  readonly status: number;
  readonly body: string;
}

export class RequestLog {
  private readonly entries: LoggedRequest[] = [];

  add(entry: Omit<LoggedRequest, 'time'>): void {
    this.entries.push({ time: new Date().toISOString(), ...entry });
    if (this.entries.length > 1000) this.entries.shift();
  }

  list(): readonly LoggedRequest[] {
    return this.entries;
  }

  clear(): void {
    this.entries.length = 0;
  }
}
