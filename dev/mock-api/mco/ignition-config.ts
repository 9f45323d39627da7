/**
 * A MachineConfig's `spec.config`, parsed once into a typed Ignition 3.5 config as the MCO reads
 * it (common.ParseAndConvertConfig / IgnParseWrapper): 3.0–3.5 read as 3.5; 2.0–2.2 de-duplicated
 * (removeIgnDuplicateFilesUnitsUsers) and converted; anything else refused with the MCO's words.
 */

export type Json = Record<string, unknown>;

export interface IgnFile extends Json {
  path: string;
  overwrite?: boolean;
  mode?: number;
  user?: Json;
  contents?: { source?: string; compression?: string; [k: string]: unknown };
  append?: unknown[];
}
export interface IgnDropin extends Json {
  name: string;
  contents?: string;
}
export interface IgnUnit extends Json {
  name: string;
  enabled?: boolean;
  mask?: boolean;
  contents?: string;
  dropins?: IgnDropin[];
}
export interface IgnUser extends Json {
  name: string;
  sshAuthorizedKeys?: string[];
  passwordHash?: string;
}

/** Ignition 3.5, with every section the MCO looks at typed; empty sections are left out, as Go marshals them. */
export interface IgnitionConfig {
  ignition: { version: string; [k: string]: unknown };
  passwd?: { users?: IgnUser[]; groups?: Json[] };
  storage?: {
    files?: IgnFile[];
    directories?: Json[];
    links?: Json[];
    disks?: Json[];
    filesystems?: Json[];
    raid?: Json[];
  };
  systemd?: { units?: IgnUnit[] };
  kernelArguments?: Json;
  [k: string]: unknown;
}

export const INTERNAL_IGNITION_VERSION = '3.5.0';
const V3 = new Set(['3.0.0', '3.1.0', '3.2.0', '3.3.0', '3.4.0', '3.5.0']);
const V2 = new Set(['2.0.0', '2.1.0', '2.2.0']);
const SUPPORTED = '2.2,3.0,3.1,3.2,3.3,3.4,3.5';
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
const UNIT_SUFFIX = /\.(service|socket|device|mount|automount|swap|target|path|timer|snapshot|slice|scope)$/;

export class IgnitionError extends Error {}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The config with its empty sections dropped: `{}` and `[]` say nothing (Go's omitempty). */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact) as T;
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    const c = compact(v);
    if (c === undefined || c === null || (Array.isArray(c) && c.length === 0)) continue;
    if (isObject(c) && Object.keys(c).length === 0) continue;
    out[k] = c;
  }
  return out as T;
}

/**
 * ValidateIgnition's checks the demo makes (Ignition's validate and validateIgn3FileModes):
 * absolute paths, no mode with special bits, units with a systemd suffix, drop-ins ending
 * `.conf`, and (3.x) no path or unit twice in one config.
 */
function validate(config: IgnitionConfig, v3: boolean): void {
  const seen = new Set<string>();
  const storage = config.storage ?? {};
  for (const entry of [...(storage.files ?? []), ...(storage.directories ?? []), ...(storage.links ?? [])]) {
    const path = String(entry.path ?? '');
    if (!path.startsWith('/')) throw new IgnitionError(`invalid ignition config: path "${path}" is not absolute`);
    if (v3 && seen.has(path)) throw new IgnitionError(`invalid ignition config: duplicate entry for ${path}`);
    seen.add(path);
    if (typeof entry.mode === 'number' && entry.mode > 0o777)
      throw new IgnitionError(`invalid mode 0${entry.mode.toString(8)} for ${path}, cannot exceed 0777`);
  }
  const units = new Set<string>();
  for (const unit of config.systemd?.units ?? []) {
    if (!UNIT_SUFFIX.test(unit.name))
      throw new IgnitionError(`invalid ignition config: invalid systemd unit extension: ${unit.name}`);
    if (v3 && units.has(unit.name))
      throw new IgnitionError(`invalid ignition config: duplicate entry for ${unit.name}`);
    units.add(unit.name);
  }
}

/** removeIgnDuplicateFilesUnitsUsers: the last of each file and unit (with the drop-ins of every unit of its name), one core user. */
export function removeDuplicateFilesUnitsUsers(config: IgnitionConfig): IgnitionConfig {
  const files = new Map<string, IgnFile>();
  for (const f of [...(config.storage?.files ?? [])].reverse()) if (!files.has(f.path)) files.set(f.path, f);
  const units = new Map<string, IgnUnit>();
  for (const u of [...(config.systemd?.units ?? [])].reverse()) {
    const kept = units.get(u.name);
    if (!kept) units.set(u.name, { ...u, dropins: [...(u.dropins ?? [])] });
    else for (const d of u.dropins ?? []) if (!kept.dropins!.some((k) => k.name === d.name)) kept.dropins!.push(d);
  }
  const users = config.passwd?.users ?? [];
  let passwd = config.passwd;
  if (users.length > 0) {
    const named = users.find((u) => u.name !== 'core');
    if (named) throw new IgnitionError(`unexpected user with name: ${named.name}. Only core user is supported`);
    // The newest user, with the keys of the older ones after its own, each once (dedupePasswdUserSSHKeys).
    const keys = [...users].reverse().flatMap((u) => u.sshAuthorizedKeys ?? []);
    passwd = { ...passwd, users: [{ ...users[users.length - 1]!, sshAuthorizedKeys: [...new Set(keys)] }] };
  }
  return compact({
    ...config,
    passwd,
    storage: { ...config.storage, files: [...files.values()] },
    systemd: { ...config.systemd, units: [...units.values()] },
  });
}

/** Ignition 2.x to 3.5 (the MCO's ignitionConverter): no filesystems but root, `enable` read as `enabled`. */
function convertV2(config: IgnitionConfig): IgnitionConfig {
  const node = (entry: Json): Json => {
    const { filesystem, ...rest } = entry;
    if (filesystem !== undefined && filesystem !== 'root')
      throw new IgnitionError(
        `failed to convert Ignition config spec v2 to v3: filesystem ${String(filesystem)} is not root`,
      );
    return rest;
  };
  const storage = config.storage ?? {};
  return compact({
    ...config,
    ignition: { version: INTERNAL_IGNITION_VERSION },
    storage: {
      ...storage,
      files: (storage.files ?? []).map((f) => node(f) as IgnFile),
      directories: (storage.directories ?? []).map(node),
      links: (storage.links ?? []).map(node),
    },
    systemd: {
      units: (config.systemd?.units ?? []).map(({ enable, ...u }) =>
        enable === true && u.enabled === undefined ? { ...u, enabled: true } : u,
      ),
    },
  });
}

/** ParseAndConvertConfig: the raw `spec.config` as an Ignition 3.5 config, or the MCO's refusal. */
export function parseAndConvertConfig(raw: unknown): IgnitionConfig {
  const config = (isObject(raw) ? structuredClone(raw) : {}) as IgnitionConfig;
  const version = isObject(config.ignition) ? config.ignition.version : undefined;
  if (typeof version !== 'string' || !SEMVER.test(version))
    throw new IgnitionError(
      `failed to parse Ignition config: parsing Ignition config failed: invalid version. Supported spec versions: ${SUPPORTED}`,
    );
  if (V3.has(version)) {
    validate(config, true);
    return compact({ ...config, ignition: { ...config.ignition, version: INTERNAL_IGNITION_VERSION } });
  }
  if (V2.has(version)) {
    validate(config, false);
    return convertV2(removeDuplicateFilesUnitsUsers(config));
  }
  throw new IgnitionError(
    `failed to parse Ignition config: parsing Ignition config failed: unknown version. Supported spec versions: ${SUPPORTED}`,
  );
}
