import type { MachineConfigContent } from './machine-config-content';

/**
 * What the machine-config daemon sees change between two rendered configs, field by
 * field as `newMachineConfigDiff` (pkg/daemon/update.go) compares them, and the files and
 * units it then looks up in the node disruption policy (`CalculateConfigFileDiffs`,
 * `GetChangedConfigUnitsByType`, pkg/controller/common/helpers.go).
 */
export interface DaemonDiff {
  readonly osUpdate: boolean;
  readonly kargs: boolean;
  readonly fips: boolean;
  readonly passwd: boolean;
  readonly files: boolean;
  readonly units: boolean;
  readonly kernelType: boolean;
  readonly extensions: boolean;
  /** Paths added, removed or whose Ignition entry differs in any field; sorted. */
  readonly changedFiles: readonly string[];
  /** Units added, removed or whose Ignition entry differs in any field; sorted. */
  readonly changedUnits: readonly string[];
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
/** `reflect.DeepEqual` on a list, except that nil and empty are the same (the daemon checks both lengths first). */
const listChanged = (a: readonly string[], b: readonly string[]) =>
  !(a.length === 0 && b.length === 0) && !sameList(a, b);

/** `helpers.CanonicalizeKernelType`: anything but realtime or 64k-pages is the default kernel. */
export const canonicalKernelType = (kernelType: string): string =>
  kernelType === 'realtime' || kernelType === '64k-pages' ? kernelType : 'default';

function changedKeys<T extends { entry: string }>(a: ReadonlyMap<string, T>, b: ReadonlyMap<string, T>): string[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => a.get(k)?.entry !== b.get(k)?.entry).sort(byName);
}

const entries = <T extends { entry: string }>(m: ReadonlyMap<string, T>) => [...m.values()].map((x) => x.entry);

/** The daemon's view of a move from `before` to `after`. */
export function daemonDiff(before: MachineConfigContent, after: MachineConfigContent): DaemonDiff {
  return {
    osUpdate: (before.osImageURL ?? '') !== (after.osImageURL ?? ''),
    // Compared as written: ["a b"] and ["a", "b"] differ, and so does a reordering.
    kargs: listChanged(before.kernelArguments, after.kernelArguments),
    fips: before.fips !== after.fips,
    passwd: before.passwd.fingerprint !== after.passwd.fingerprint,
    // The whole list, in order (a reordering alone changes nothing in changedFiles).
    files: !sameList(entries(before.files), entries(after.files)),
    units: !sameList(entries(before.units), entries(after.units)),
    kernelType: canonicalKernelType(before.kernelType) !== canonicalKernelType(after.kernelType),
    // A list, not a set: order and repeats count.
    extensions: listChanged(before.extensions, after.extensions),
    changedFiles: changedKeys(before.files, after.files),
    changedUnits: changedKeys(before.units, after.units),
  };
}

/** `machineConfigDiff.isEmpty()`: the daemon sees nothing to do. */
export const isEmptyDaemonDiff = (d: DaemonDiff): boolean =>
  !d.osUpdate && !d.kargs && !d.fips && !d.passwd && !d.files && !d.units && !d.kernelType && !d.extensions;
