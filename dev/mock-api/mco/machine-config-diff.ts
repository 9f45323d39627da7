import { isDeepStrictEqual } from 'node:util';

/** The parts of a MachineConfig's spec the daemon compares (the Ignition config raw, as stored). */
export interface MachineConfigSpecForDiff {
  readonly osImageURL?: string;
  readonly kernelArguments?: readonly string[] | null;
  readonly fips?: boolean;
  readonly kernelType?: string;
  readonly extensions?: readonly string[] | null;
  readonly config?: unknown;
}

/** What changes between two configs, field by field (release-4.22 pkg/daemon/update.go machineConfigDiff). */
export interface MachineConfigDiff {
  readonly osUpdate: boolean;
  readonly kargs: boolean;
  readonly fips: boolean;
  readonly passwd: boolean;
  readonly files: boolean;
  readonly units: boolean;
  readonly kernelType: boolean;
  readonly extensions: boolean;
}

interface IgnitionParts {
  readonly passwd?: unknown;
  readonly storage?: { readonly files?: unknown };
  readonly systemd?: { readonly units?: unknown };
}

/**
 * The Ignition config as the daemon holds it once parsed into Go structs: a section or list
 * left out and an empty one are the same zero value, so both are dropped before comparing.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(canonical);
  if (value === null || typeof value !== 'object') return value ?? undefined;
  const kept = Object.entries(value)
    .map(([key, v]) => [key, canonical(v)] as const)
    .filter(([, v]) => v !== undefined);
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

const ignitionOf = (config: unknown): IgnitionParts => (canonical(config) as IgnitionParts | undefined) ?? {};

/** helpers.CanonicalizeKernelType: unset is "default". */
const kernelTypeOf = (kernelType: string | undefined) =>
  kernelType === undefined || kernelType === '' ? 'default' : kernelType;

/** Nil and empty lists are the same to the daemon: both of zero length. */
const listsDiffer = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) =>
  !((a ?? []).length === 0 && (b ?? []).length === 0) && !isDeepStrictEqual(a, b);

/** newMachineConfigDiff, without the on-cluster-build fields (the demo's image mode is its own). */
export function machineConfigDiff(
  oldSpec: MachineConfigSpecForDiff,
  newSpec: MachineConfigSpecForDiff,
): MachineConfigDiff {
  const oldIgn = ignitionOf(oldSpec.config);
  const newIgn = ignitionOf(newSpec.config);
  return {
    osUpdate: (oldSpec.osImageURL ?? '') !== (newSpec.osImageURL ?? ''),
    kargs: listsDiffer(oldSpec.kernelArguments, newSpec.kernelArguments),
    fips: (oldSpec.fips ?? false) !== (newSpec.fips ?? false),
    passwd: !isDeepStrictEqual(oldIgn.passwd, newIgn.passwd),
    files: !isDeepStrictEqual(oldIgn.storage?.files, newIgn.storage?.files),
    units: !isDeepStrictEqual(oldIgn.systemd?.units, newIgn.systemd?.units),
    kernelType: kernelTypeOf(oldSpec.kernelType) !== kernelTypeOf(newSpec.kernelType),
    extensions: listsDiffer(oldSpec.extensions, newSpec.extensions),
  };
}

/** machineConfigDiff.isEmpty: no action, so no drain and no reboot (calculatePostConfigChangeAction). */
export const isEmptyDiff = (diff: MachineConfigDiff): boolean => Object.values(diff).every((changed) => !changed);
