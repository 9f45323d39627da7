import { formatEvr } from '../evr';
import type { PackageList } from '../package-list';

/** What a rendered MachineConfig installs on top of the base OS image, from the extensions image. */
export interface NodeAdditions {
  /** `spec.extensions`, e.g. usbguard, kernel-devel. */
  readonly extensions: readonly string[];
  /** `spec.kernelType` when not the default: realtime or 64k-pages. */
  readonly kernelType?: string;
}

/**
 * The packages each extension installs, as the machine-config daemon maps them; an
 * extension it does not map installs the package of its name.
 */
const EXTENSION_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  wasm: ['crun-wasm'],
  ipsec: ['NetworkManager-libreswan', 'libreswan'],
  usbguard: ['usbguard'],
  kerberos: ['krb5-workstation', 'libkadm5'],
  'kernel-devel': ['kernel-devel', 'kernel-headers'],
  'sandboxed-containers': ['kata-containers'],
  sysstat: ['sysstat'],
};
const KERNEL_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  realtime: [
    'kernel-rt-core',
    'kernel-rt-modules',
    'kernel-rt-modules-core',
    'kernel-rt-modules-extra',
    'kernel-rt-kvm',
  ],
  '64k-pages': ['kernel-64k-core', 'kernel-64k-modules', 'kernel-64k-modules-core', 'kernel-64k-modules-extra'],
};

export function nodeAdditions(spec: { extensions?: unknown; kernelType?: unknown } | undefined): NodeAdditions {
  const extensions = Array.isArray(spec?.extensions)
    ? spec.extensions.filter((e): e is string => typeof e === 'string' && e !== '')
    : [];
  const kernelType =
    typeof spec?.kernelType === 'string' && spec.kernelType !== 'default' ? spec.kernelType : undefined;
  return { extensions, kernelType };
}

export const hasAdditions = (a: NodeAdditions): boolean => a.extensions.length > 0 || a.kernelType !== undefined;

/** Package names the additions install. */
export function additionPackageNames(a: NodeAdditions): string[] {
  return [
    ...a.extensions.flatMap((e) => EXTENSION_PACKAGES[e] ?? [e]),
    ...(a.kernelType ? (KERNEL_PACKAGES[a.kernelType] ?? []) : []),
  ];
}

export interface AdditionVersion {
  readonly name: string;
  readonly current?: string;
  readonly target?: string;
}

const versionsOf = (list: PackageList | undefined, names: ReadonlySet<string>): Map<string, string> => {
  const found = new Map<string, string>();
  for (const p of list ?? []) if (names.has(p.name)) found.set(p.name, formatEvr(p));
  return found;
};

/**
 * The versions of what the additions install, on both sides, from the extensions images'
 * package lists; names neither side's list has are left out.
 */
export function additionVersions(
  current: NodeAdditions,
  target: NodeAdditions,
  currentExtensions: PackageList | undefined,
  targetExtensions: PackageList | undefined,
): AdditionVersion[] {
  const names = new Set([...additionPackageNames(current), ...additionPackageNames(target)]);
  const before = versionsOf(currentExtensions, names);
  const after = versionsOf(targetExtensions, names);
  return [...names]
    .filter((n) => before.has(n) || after.has(n))
    .map((name) => ({ name, current: before.get(name), target: after.get(name) }));
}
