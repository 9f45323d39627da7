import type { PackageList } from '../package-list';

export type ManifestFormat =
  'nevra-list' | 'rpm-qa' | 'lockfile' | 'commitmeta' | 'release-info' | 'release-info-configmap';

/** A parsed package manifest: every package of one OS image. */
export interface Manifest {
  readonly format: ManifestFormat;
  readonly packages: PackageList;
}

/** A coreos-assembler package tuple: `[name, epoch, version, release, arch]`. */
export type PackageTuple = readonly [string, string | number, string, string, string];
