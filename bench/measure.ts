import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** The median of some times (the upper one of an even count). */
export const median = (times: readonly number[]): number => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** Runs `fn` `warmup` times, then `runs` times, and returns the median in milliseconds. */
export function medianMs(fn: () => unknown, runs = 15, warmup = 3): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** The median of what `timed` returns: it times its own part, leaving its set-up out. */
export function medianOfMs(timed: () => number, runs = 9, warmup = 2): number {
  for (let i = 0; i < warmup; i++) timed();
  return median(Array.from({ length: runs }, timed));
}

/** Times of two functions measured in turns: medians, and means (which share out collections). */
export interface PairTimes {
  readonly medians: readonly [number, number];
  readonly means: readonly [number, number];
}

/**
 * Two functions measured in turns (a, b, a, b, ...), so that both meet the same state of
 * the heap and the machine: a ratio of the two is then a fair one. Medians and means: a
 * young-generation collection here takes 15-45 ms (a third of a run) and falls in whichever
 * run fills the space, so a median says whose runs it fell in; a mean charges each function
 * for the collections its allocations cause.
 */
export function pairInTurnsMs(a: () => unknown, b: () => unknown, runs = 15, warmup = 3): PairTimes {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < warmup + runs; i++) {
    [a, b].forEach((fn, k) => {
      const start = performance.now();
      fn();
      if (i >= warmup) times[k]?.push(performance.now() - start);
    });
  }
  const mean = (xs: readonly number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  return { medians: [median(times[0]), median(times[1])], means: [mean(times[0]), mean(times[1])] };
}

/** The engine's full garbage collection, reached without a command-line flag. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Medians of two functions, each run right after a full garbage collection: the heap is
 * then as empty as it gets, which is the state a page is in after a quiet while.
 */
export function medianPairAfterCollectionMs(a: () => unknown, b: () => unknown, runs = 9): [number, number] {
  const gc = collector();
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    [a, b].forEach((fn, k) => {
      gc();
      const start = performance.now();
      fn();
      times[k]?.push(performance.now() - start);
    });
  }
  return [median(times[0]), median(times[1])];
}

export const fmt = (ms: number): string => `${ms.toFixed(2)} ms`;
