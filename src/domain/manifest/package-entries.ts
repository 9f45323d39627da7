import { NevraError, type Package } from '../nevra';
import { NotText } from '../cut-texts';
import { PackageList, type NevraReader } from '../package-list';
import { isEpoch, normaliseEpoch } from '../evr';
import { ManifestError } from './manifest-error';

const describe = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** Rethrows a NEVRA problem as a ManifestError that names source and entry. */
export function atEntry<T>(source: string, entry: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof NevraError) throw new ManifestError(source, entry, error.message);
    throw error;
  }
}

/**
 * Reads a JSON array of NEVRA strings (a release info's `pkglist`, or a whole file), with
 * `read` (`readAlong` reads it along the other side of a diff).
 */
export function packagesFromNevraArray(
  source: string,
  list: unknown,
  path: string,
  read: NevraReader = PackageList.fromNevras,
): PackageList {
  if (!Array.isArray(list)) throw new ManifestError(source, path, 'expected an array of NEVRA strings');
  const invalid = (i: number, error: unknown): never => {
    if (error instanceof NotText) {
      throw new ManifestError(source, `${path}[${i}]`, `expected a NEVRA string, got ${describe(error.value)}`);
    }
    if (error instanceof NevraError) throw new ManifestError(source, `${path}[${i}]`, error.message);
    throw error;
  };
  return read(list, invalid);
}

/** Reads coreos-assembler tuples `[name, epoch, version, release, arch]`. */
export function packagesFromTuples(source: string, list: unknown, path: string): Package[] {
  if (!Array.isArray(list)) throw new ManifestError(source, path, 'expected an array of package tuples');
  return list.map((item: unknown, i) => {
    const entry = `${path}[${i}]`;
    if (!Array.isArray(item) || item.length !== 5) {
      throw new ManifestError(source, entry, `expected [name, epoch, version, release, arch], got ${describe(item)}`);
    }
    const [name, epoch, version, release, arch] = item as unknown[];
    for (const [field, value] of [
      ['name', name],
      ['version', version],
      ['release', release],
      ['arch', arch],
    ] as const) {
      if (typeof value !== 'string' || value === '') {
        throw new ManifestError(source, entry, `${field} must be a non-empty string, got ${describe(value)}`);
      }
    }
    const epochText = typeof epoch === 'number' && Number.isInteger(epoch) && epoch >= 0 ? String(epoch) : epoch;
    if (typeof epochText !== 'string' || !isEpoch(epochText)) {
      throw new ManifestError(source, entry, `epoch must be a non-negative integer, got ${describe(epoch)}`);
    }
    if ((name as string).includes(':')) throw new ManifestError(source, entry, `name "${String(name)}" contains ":"`);
    return {
      name: name as string,
      arch: arch as string,
      epoch: normaliseEpoch(epochText),
      version: version as string,
      release: release as string,
    };
  });
}
