/**
 * Packages an admin looks at first, in this order (DESIGN section 3). Their sub-packages
 * (`kernel-core`, `systemd-udev`, `openvswitch3.4`) count as the package itself.
 */
export const IMPORTANT_PACKAGES = [
  'kernel',
  'systemd',
  'rpm-ostree',
  'ostree',
  'ignition',
  'podman',
  'cri-o',
  'openshift-kubelet',
  'openvswitch',
  'NetworkManager',
] as const;

const NOT_IMPORTANT = IMPORTANT_PACKAGES.length;
const FIRST_LETTERS = new Set(IMPORTANT_PACKAGES.map((n) => n.charCodeAt(0)));

const DASH = 0x2d;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** 0 for the most important package, larger for less important ones. */
export function importanceRank(name: string): number {
  if (!FIRST_LETTERS.has(name.charCodeAt(0))) return NOT_IMPORTANT;
  for (let i = 0; i < IMPORTANT_PACKAGES.length; i++) {
    const base = IMPORTANT_PACKAGES[i] as string;
    if (!name.startsWith(base)) continue;
    // The package itself, a sub-package (`kernel-core`), or a versioned one (`openvswitch3.4`).
    if (name.length === base.length) return i;
    const next = name.charCodeAt(base.length);
    if (next === DASH || (base === 'openvswitch' && isDigit(next))) return i;
  }
  return NOT_IMPORTANT;
}

export const isImportant = (name: string): boolean => importanceRank(name) < NOT_IMPORTANT;
