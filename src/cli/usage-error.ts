/** Wrong command-line words: the tool prints the message and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
