/**
 * A manifest that cannot be read. The message names the source (a file or a ConfigMap),
 * the entry, and what is wrong, on one line, e.g.
 * `new.json: packages["bash"].evra: invalid NEVRA "bash 5.2": no architecture`.
 */
export class ManifestError extends Error {
  constructor(
    readonly source: string,
    readonly entry: string | undefined,
    readonly problem: string,
  ) {
    super(entry === undefined ? `${source}: ${problem}` : `${source}: ${entry}: ${problem}`);
    this.name = 'ManifestError';
  }
}
