/** An errata advisory shipped with an OS image (coreos-assembler's format, normalised). */
export interface Advisory {
  readonly id: string;
  readonly type?: string;
  readonly severity?: string;
}

// rpm-ostree / libdnf enumerations used in coreos-assembler's advisory tuples.
const TYPES = ['unknown', 'security', 'bugfix', 'enhancement', 'newpackage'];
const SEVERITIES = ['none', 'low', 'moderate', 'important', 'critical'];

const label = (value: unknown, names: readonly string[]): string | undefined => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return names[value] ?? String(value);
  return undefined;
};

/**
 * Reads advisories given as tuples `[id, type, severity, ...]` (coreos-assembler) or as
 * objects `{id, type, severity}`. Entries without an id are dropped: they cannot be shown.
 */
export function readAdvisories(list: readonly unknown[]): Advisory[] {
  const advisories: Advisory[] = [];
  for (const item of list) {
    if (Array.isArray(item) && typeof item[0] === 'string') {
      advisories.push({ id: item[0], type: label(item[1], TYPES), severity: label(item[2], SEVERITIES) });
    } else if (typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string') {
      const { id, type, severity } = item as { id: string; type?: unknown; severity?: unknown };
      advisories.push({ id, type: label(type, TYPES), severity: label(severity, SEVERITIES) });
    }
  }
  return advisories;
}
