/**
 * Per-key retry with a doubling delay, for work that fails on an image (a registry down, a
 * credential refused): `first` ms after the first failure, doubling up to `longest`.
 */
export class Backoff {
  private readonly entries = new Map<string, { at: number; delayMs: number }>();

  constructor(
    private readonly firstMs: number,
    private readonly longestMs: number,
  ) {}

  /** Whether `key` may be tried now. */
  due(key: string, now = Date.now()): boolean {
    return (this.entries.get(key)?.at ?? 0) <= now;
  }

  /** Records a failure; returns the delay until the next try. */
  failed(key: string): number {
    const delayMs = Math.min(this.longestMs, (this.entries.get(key)?.delayMs ?? this.firstMs / 2) * 2);
    this.entries.set(key, { at: Date.now() + delayMs, delayMs });
    return delayMs;
  }

  succeeded(key: string): void {
    this.entries.delete(key);
  }

  /** Every key may be tried again at once (the pull secret or the mirrors changed). */
  clear(): void {
    this.entries.clear();
  }
}
