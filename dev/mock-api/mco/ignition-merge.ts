import type { IgnitionConfig, Json } from './ignition-config';

/**
 * Ignition's merge of a child config over a parent (ign3.Merge, as MergeMachineConfigs calls it):
 * fields the child sets win; lists of entries merge by their key (path, name, device), a
 * matching entry merged field by field in the parent's place and new ones appended; lists of
 * values (ssh keys, kernel arguments) take each value once.
 */
export function mergeIgnition(parent: IgnitionConfig, child: IgnitionConfig): IgnitionConfig {
  return mergeObject(parent, child) as IgnitionConfig;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const keyOf = (entry: unknown): string =>
  isObject(entry) ? String(entry.path ?? entry.name ?? entry.device ?? JSON.stringify(entry)) : JSON.stringify(entry);

function mergeObject(parent: Json, child: Json): Json {
  const out: Json = { ...parent };
  for (const [key, value] of Object.entries(child)) {
    if (value === undefined) continue;
    const mine = out[key];
    if (isObject(mine) && isObject(value)) out[key] = mergeObject(mine, value);
    else if (Array.isArray(mine) && Array.isArray(value)) out[key] = mergeList(mine, value);
    else out[key] = structuredClone(value);
  }
  return out;
}

function mergeList(parent: readonly unknown[], child: readonly unknown[]): unknown[] {
  const entries = new Map<string, unknown>(parent.map((e) => [keyOf(e), e]));
  for (const entry of child) {
    const key = keyOf(entry);
    const mine = entries.get(key);
    entries.set(key, isObject(mine) && isObject(entry) ? mergeObject(mine, entry) : structuredClone(entry));
  }
  return [...entries.values()];
}
