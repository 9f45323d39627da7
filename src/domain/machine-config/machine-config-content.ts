import { readFixedSections, type FixedSections } from './fixed-sections';
import { canonicalJson } from './ignition-canonical';
import { parsePasswd, sshKeyCountOf, type Passwd } from './passwd';

/**
 * What a MachineConfig installs, parsed once at the boundary into typed values (DESIGN
 * section 4, "a review covers the whole change"): its Ignition files by path, systemd
 * units by name (with drop-ins), kernel arguments, extensions, kernel type, FIPS, OS image
 * and passwd users (ssh keys by count only: keys and password hashes are never kept).
 */
export interface ConfigFile {
  readonly path: string;
  /** Octal permission bits as Ignition stores them (a decimal number). */
  readonly mode?: number;
  readonly user?: string;
  readonly group?: string;
  /** The `data:` URL (or other URL) of the contents; undefined for an empty file. */
  readonly source?: string;
  readonly compression?: string;
  /** Ignition's `append`: the daemon refuses a config that appends to a file. */
  readonly append: boolean;
  /** The whole Ignition entry, canonical: the daemon counts a file changed when any field differs. */
  readonly entry: string;
}

export interface ConfigUnit {
  readonly name: string;
  readonly enabled?: boolean;
  readonly mask?: boolean;
  readonly contents?: string;
  /** Drop-in name → contents. */
  readonly dropins: ReadonlyMap<string, string | undefined>;
  /** The whole Ignition entry, canonical (drop-ins in order): the daemon compares units whole. */
  readonly entry: string;
}

export interface MachineConfigContent {
  readonly name: string;
  readonly files: ReadonlyMap<string, ConfigFile>;
  readonly units: ReadonlyMap<string, ConfigUnit>;
  readonly kernelArguments: readonly string[];
  readonly extensions: readonly string[];
  /** `default` when unset, as the MCO reads it. */
  readonly kernelType: string;
  readonly fips: boolean;
  readonly osImageURL?: string;
  readonly sshKeyCount: number;
  /** Users by name and counts, fingerprints to tell a change: never a key or a hash. */
  readonly passwd: Passwd;
  /** Disks, filesystems, RAID, directories, links: what no update may change. */
  readonly fixedSections: FixedSections;
}

/** A MachineConfig that is not one: the message names the config and the field. */
export class MachineConfigError extends Error {
  constructor(
    readonly config: string,
    readonly problem: string,
  ) {
    super(`MachineConfig ${config}: ${problem}`);
    this.name = 'MachineConfigError';
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function list(owner: Json, key: string, where: string, fail: (p: string) => never): unknown[] {
  const value = owner[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(`${where}.${key} is not a list`);
  return value as unknown[];
}

function optionalString(owner: Json, key: string, where: string, fail: (p: string) => never): string | undefined {
  const value = owner[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') fail(`${where}.${key} is not a string`);
  return value as string;
}

function optionalBoolean(owner: Json, key: string, where: string, fail: (p: string) => never): boolean | undefined {
  const value = owner[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') fail(`${where}.${key} is not true or false`);
  return value as boolean;
}

function section(owner: Json, key: string, where: string, fail: (p: string) => never): Json {
  const value = owner[key];
  if (value === undefined || value === null) return {};
  if (!isObject(value)) fail(`${where}.${key} is not an object`);
  return value as Json;
}

function parseFile(entry: unknown, i: number, fail: (p: string) => never): ConfigFile {
  const where = `spec.config.storage.files[${i}]`;
  if (!isObject(entry)) fail(`${where} is not an object`);
  const file = entry as Json;
  const path = optionalString(file, 'path', where, fail);
  if (!path || !path.startsWith('/')) fail(`${where}.path must be an absolute path`);
  const mode = file.mode;
  if (mode !== undefined && mode !== null && !(Number.isInteger(mode) && (mode as number) >= 0))
    fail(`${where} (${path}).mode is not a number`);
  const contents = section(file, 'contents', where, fail);
  return {
    path: path as string,
    mode: (mode ?? undefined) as number | undefined,
    user: optionalString(section(file, 'user', where, fail), 'name', `${where}.user`, fail),
    group: optionalString(section(file, 'group', where, fail), 'name', `${where}.group`, fail),
    source: optionalString(contents, 'source', `${where}.contents`, fail),
    compression: optionalString(contents, 'compression', `${where}.contents`, fail),
    append: Array.isArray(file.append) && file.append.length > 0,
    entry: canonicalJson(file),
  };
}

function parseUnit(entry: unknown, i: number, fail: (p: string) => never): ConfigUnit {
  const where = `spec.config.systemd.units[${i}]`;
  if (!isObject(entry)) fail(`${where} is not an object`);
  const unit = entry as Json;
  const name = optionalString(unit, 'name', where, fail);
  if (!name) fail(`${where}.name is missing`);
  const dropins = new Map<string, string | undefined>();
  list(unit, 'dropins', `${where} (${name})`, fail).forEach((d, j) => {
    const at = `${where}.dropins[${j}]`;
    if (!isObject(d)) fail(`${at} is not an object`);
    const dropin = optionalString(d as Json, 'name', at, fail);
    if (!dropin) fail(`${at}.name is missing`);
    dropins.set(dropin as string, optionalString(d as Json, 'contents', at, fail));
  });
  return {
    name: name as string,
    enabled: optionalBoolean(unit, 'enabled', where, fail),
    mask: optionalBoolean(unit, 'mask', where, fail),
    contents: optionalString(unit, 'contents', where, fail),
    dropins,
    entry: canonicalJson(unit),
  };
}

function strings(owner: Json, key: string, fail: (p: string) => never): string[] {
  return list(owner, key, 'spec', fail).map((v, i) => {
    if (typeof v !== 'string') fail(`spec.${key}[${i}] is not a string`);
    return v as string;
  });
}

/** Parses a MachineConfig object (as the API returns it) into what it installs. */
export function parseMachineConfig(object: unknown): MachineConfigContent {
  const name =
    isObject(object) && isObject(object.metadata) && typeof object.metadata.name === 'string'
      ? object.metadata.name
      : '(unnamed)';
  const fail = (problem: string): never => {
    throw new MachineConfigError(name, problem);
  };
  if (!isObject(object) || object.kind !== 'MachineConfig') fail('not a MachineConfig object');
  const spec = section(object as Json, 'spec', '', fail);
  const config = section(spec, 'config', 'spec', fail);
  const files = new Map<string, ConfigFile>();
  // Ignition lets a later entry for the same path replace an earlier one: the MCO's merge does.
  list(section(config, 'storage', 'spec.config', fail), 'files', 'spec.config.storage', fail).forEach((f, i) => {
    const file = parseFile(f, i, fail);
    files.set(file.path, file);
  });
  const units = new Map<string, ConfigUnit>();
  list(section(config, 'systemd', 'spec.config', fail), 'units', 'spec.config.systemd', fail).forEach((u, i) => {
    const unit = parseUnit(u, i, fail);
    units.set(unit.name, unit);
  });
  const passwd = parsePasswd(section(config, 'passwd', 'spec.config', fail), fail);
  const fips = optionalBoolean(spec, 'fips', 'spec', fail);
  return {
    name,
    files,
    units,
    kernelArguments: strings(spec, 'kernelArguments', fail),
    extensions: strings(spec, 'extensions', fail),
    kernelType: optionalString(spec, 'kernelType', 'spec', fail) ?? 'default',
    fips: fips ?? false,
    osImageURL: optionalString(spec, 'osImageURL', 'spec', fail),
    sshKeyCount: sshKeyCountOf(passwd),
    passwd,
    fixedSections: readFixedSections(config),
  };
}
