import type { Package } from '../nevra';

export type ManifestFormat =
  'nevra-list' | 'rpm-qa' | 'lockfile' | 'commitmeta' | 'release-info' | 'release-info-configmap';

/** A parsed package manifest: every package of one OS image. */
export interface Manifest {
  readonly format: ManifestFormat;
  readonly packages: readonly Package[];
}

/** A coreos-assembler package tuple: `[name, epoch, version, release, arch]`. */
export type PackageTuple = readonly [string, string | number, string, string, string];
