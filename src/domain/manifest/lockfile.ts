import { parseEvra, type Package } from '../nevra';
import { ManifestError } from './manifest-error';
import { atEntry } from './package-entries';

/** Fedora CoreOS `manifest-lock.<arch>.json`: `{"packages": {name: {"evra": "E:V-R.A"}}}`. */
export function packagesFromLockfile(source: string, doc: { packages: unknown }): Package[] {
  const { packages } = doc;
  if (typeof packages !== 'object' || packages === null || Array.isArray(packages)) {
    throw new ManifestError(source, 'packages', 'expected an object of package name to {"evra": ...}');
  }
  // JSON.parse makes every key an own property, "__proto__" included, so entries are safe.
  return Object.entries(packages).map(([name, value]: [string, unknown]) => {
    const entry = `packages[${JSON.stringify(name)}]`;
    const evra = typeof value === 'object' && value !== null ? (value as { evra?: unknown }).evra : undefined;
    if (typeof evra !== 'string') throw new ManifestError(source, entry, 'missing "evra" string');
    if (name === '' || name.includes(':')) throw new ManifestError(source, entry, 'invalid package name');
    return atEntry(source, `${entry}.evra`, () => parseEvra(name, evra));
  });
}
