import { parse } from 'smol-toml';

/** A registries.conf endpoint (`sysregistriesv2.Endpoint`): a registry's own or a mirror. */
export interface RegistryMirror {
  readonly location: string;
  readonly insecure: boolean;
  readonly pullFromMirror: string;
}

/** One `[[registry]]` (`sysregistriesv2.Registry`), with the fields the daemon reads. */
export interface Registry {
  readonly prefix: string;
  readonly location: string;
  readonly insecure: boolean;
  readonly pullFromMirror: string;
  readonly mirrors: readonly RegistryMirror[];
  readonly blocked: boolean;
  readonly mirrorByDigestOnly: boolean;
}

export interface RegistriesConf {
  readonly unqualifiedSearchRegistries: readonly string[];
  /** By scope: the prefix, or the location when there is no prefix; a later entry wins. */
  readonly registries: ReadonlyMap<string, Registry>;
}

/** registries.conf the daemon cannot decode: the update fails (`isSafeContainerRegistryConfChanges`). */
export class RegistriesConfError extends Error {
  constructor(problem: string) {
    super(problem);
    this.name = 'RegistriesConfError';
  }
}

type Toml = Record<string, unknown>;
const isTable = (v: unknown): v is Toml => typeof v === 'object' && v !== null && !Array.isArray(v);
const typeName = (v: unknown) => (Array.isArray(v) ? 'a list' : isTable(v) ? 'a table' : `a ${typeof v}`);

/** BurntSushi/toml into a typed struct: an absent key is the zero value, a key of another type an error. */
function field<T>(table: Toml, key: string, where: string, kind: 'string' | 'boolean', zero: T): T {
  const value = table[key];
  if (value === undefined) return zero;
  if (typeof value !== kind) throw new RegistriesConfError(`${where}${key} is ${typeName(value)}, not a ${kind}`);
  return value as T;
}

function strings(table: Toml, key: string, where: string): string[] {
  const value = table[key];
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw new RegistriesConfError(`${where}${key} is not a list of strings`);
  return value as string[];
}

function tables(table: Toml, key: string, where: string): Toml[] {
  const value = table[key];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isTable))
    throw new RegistriesConfError(`${where}${key} is ${typeName(value)}, not a list of tables`);
  return value;
}

function endpoint(table: Toml, where: string): RegistryMirror {
  return {
    location: field(table, 'location', where, 'string', ''),
    insecure: field(table, 'insecure', where, 'boolean', false),
    pullFromMirror: field(table, 'pull-from-mirror', where, 'string', ''),
  };
}

/**
 * Decodes registries.conf as the daemon does (into `sysregistriesv2.V2RegistriesConf` with
 * BurntSushi/toml): keys it does not know are ignored, known keys of the wrong type and
 * TOML syntax errors throw RegistriesConfError.
 */
export function parseRegistriesConf(text: string): RegistriesConf {
  let doc: Toml;
  try {
    doc = parse(text) as Toml;
  } catch (error) {
    throw new RegistriesConfError(`not TOML: ${(error as Error).message.split('\n')[0]}`);
  }
  strings(doc, 'credential-helpers', '');
  field(doc, 'short-name-mode', '', 'string', '');
  field(doc, 'additional-layer-store-auth-helper', '', 'string', '');
  if (
    doc.aliases !== undefined &&
    (!isTable(doc.aliases) || Object.values(doc.aliases).some((v) => typeof v !== 'string'))
  )
    throw new RegistriesConfError('aliases is not a table of strings');
  const registries = new Map<string, Registry>();
  tables(doc, 'registry', '').forEach((r, i) => {
    const where = `registry[${i}].`;
    const own = endpoint(r, where);
    const registry: Registry = {
      prefix: field(r, 'prefix', where, 'string', ''),
      ...own,
      mirrors: tables(r, 'mirror', where).map((m, j) => endpoint(m, `${where}mirror[${j}].`)),
      blocked: field(r, 'blocked', where, 'boolean', false),
      mirrorByDigestOnly: field(r, 'mirror-by-digest-only', where, 'boolean', false),
    };
    registries.set(registry.prefix || registry.location, registry);
  });
  return { unqualifiedSearchRegistries: strings(doc, 'unqualified-search-registries', ''), registries };
}
