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
/** The important packages by their first character: most names start with none of them. */
const BY_FIRST = new Map<number, number[]>();
IMPORTANT_PACKAGES.forEach((base, rank) => {
  const code = base.charCodeAt(0);
  BY_FIRST.set(code, [...(BY_FIRST.get(code) ?? []), rank]);
});

const DASH = 0x2d;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/**
 * 0 for the most important package, larger for less important ones. The name is
 * `text[0, end)`: a NEVRA text is ranked by its name where it stands.
 */
export function importanceRank(text: string, end = text.length): number {
  const ranks = BY_FIRST.get(text.charCodeAt(0));
  if (ranks === undefined) return NOT_IMPORTANT;
  for (const rank of ranks) {
    const base = IMPORTANT_PACKAGES[rank] as string;
    if (base.length > end || !text.startsWith(base)) continue;
    // The package itself, a sub-package (`kernel-core`), or a versioned one (`openvswitch3.4`).
    if (end === base.length) return rank;
    const next = text.charCodeAt(base.length);
    if (next === DASH || (base === 'openvswitch' && isDigit(next))) return rank;
  }
  return NOT_IMPORTANT;
}

export const isImportant = (name: string): boolean => importanceRank(name) < NOT_IMPORTANT;
