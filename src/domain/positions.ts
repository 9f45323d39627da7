/**
 * Numbers (positions in a package list, change kinds) with room for all of them from the
 * start: 100,000 of them in a growing plain array would be garbage to collect.
 */
export class Positions {
  private readonly items: Int32Array;
  private length = 0;

  constructor(capacity: number) {
    this.items = new Int32Array(capacity);
  }

  get size(): number {
    return this.length;
  }

  push(position: number): void {
    // A typed array would drop the write silently: say so instead.
    if (this.length === this.items.length) throw new RangeError(`more than the ${this.items.length} positions planned`);
    this.items[this.length++] = position;
  }

  at(k: number): number {
    return this.items[k] as number;
  }

  done(): Int32Array {
    return this.items.subarray(0, this.length);
  }
}

/** 0, 1, ... `count - 1`: every position of a list. */
export function everyPosition(count: number): Int32Array {
  const all = new Int32Array(count);
  for (let k = 0; k < count; k++) all[k] = k;
  return all;
}
