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
/**
 * The ranks of the important packages by their first character (ASCII): a diff ranks tens
 * of thousands of names, and most start with none of them. An array, not a Map: this is
 * looked up once a name.
 */
const BY_FIRST: (readonly number[] | undefined)[] = Array.from({ length: 128 }, () => undefined);
IMPORTANT_PACKAGES.forEach((base, rank) => {
  const code = base.charCodeAt(0);
  BY_FIRST[code] = [...(BY_FIRST[code] ?? []), rank];
});

const DASH = 0x2d;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** Whether `text` starts with `base` (a character loop: most names differ at the second). */
function startsWithBase(text: string, base: string): boolean {
  for (let k = 1; k < base.length; k++) if (text.charCodeAt(k) !== base.charCodeAt(k)) return false;
  return true;
}

/**
 * 0 for the most important package, larger for less important ones. The name is
 * `text[0, end)`: a NEVRA text is ranked by its name where it stands.
 */
export function importanceRank(text: string, end = text.length): number {
  const ranks = BY_FIRST[text.charCodeAt(0)];
  if (ranks === undefined) return NOT_IMPORTANT;
  for (const rank of ranks) {
    const base = IMPORTANT_PACKAGES[rank] as string;
    if (base.length > end || !startsWithBase(text, base)) continue;
    // The package itself, a sub-package (`kernel-core`), or a versioned one (`openvswitch3.4`).
    if (end === base.length) return rank;
    const next = text.charCodeAt(base.length);
    if (next === DASH || (base === 'openvswitch' && isDigit(next))) return rank;
  }
  return NOT_IMPORTANT;
}

export const isImportant = (name: string): boolean => importanceRank(name) < NOT_IMPORTANT;
