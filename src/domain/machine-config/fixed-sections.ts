import { canonicalJson } from './ignition-canonical';

/**
 * The Ignition sections the daemon cannot change on a running machine
 * (`isConfigReconcilable`), each in canonical JSON: a move that changes one is refused.
 */
export interface FixedSections {
  readonly disks: string;
  readonly filesystems: string;
  readonly raid: string;
  readonly directories: string;
  readonly links: string;
  readonly linkCount: number;
  /** Ignition's own `kernelArguments` (not the MachineConfig's `spec.kernelArguments`). */
  readonly ignitionKernelArguments: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** From `spec.config`: absent sections read as absent. */
export function readFixedSections(config: Json): FixedSections {
  const storage = isObject(config.storage) ? config.storage : {};
  return {
    disks: canonicalJson(storage.disks),
    filesystems: canonicalJson(storage.filesystems),
    raid: canonicalJson(storage.raid),
    directories: canonicalJson(storage.directories),
    links: canonicalJson(storage.links),
    linkCount: Array.isArray(storage.links) ? storage.links.length : 0,
    ignitionKernelArguments: canonicalJson(config.kernelArguments),
  };
}
