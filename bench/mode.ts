/**
 * `npm run bench -- --short`, which `npm test` runs: every part once with the fewest runs
 * and the smallest sizes that still go through all its steps and print all its lines, so a
 * bench that breaks fails CI. Its figures mean nothing; nothing in it asserts a time.
 */
export const SHORT = process.argv.includes('--short');

/** How many runs to take: `full`, or `short` in the short mode. */
export const runsOf = (full: number, short = 1): number => (SHORT ? short : full);
