import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * Ignition JSON in one spelling, so two entries compare equal exactly when the daemon's
 * `reflect.DeepEqual` on the parsed Go structs would: keys sorted; null and absent alike
 * (a nil pointer either way); an empty object and absent alike (a zero struct). Empty
 * lists stay: Go tells a nil slice from an empty one. `false`, `0` and `""` stay: they are
 * set pointers, not nil ones.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value)) ?? 'null';
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => canonical(v) ?? null);
  if (typeof value !== 'object' || value === null) return value ?? undefined;
  const entries = Object.keys(value)
    .sort()
    .flatMap((k) => {
      const v = canonical((value as Record<string, unknown>)[k]);
      const empty = v === undefined || v === null || (isPlainObject(v) && Object.keys(v).length === 0);
      return empty ? [] : [[k, v] as const];
    });
  return Object.fromEntries(entries);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A one-way fingerprint of an Ignition section: compares secrets (keys, password hashes) without keeping them. */
export const fingerprint = (value: unknown): string =>
  bytesToHex(sha256(new TextEncoder().encode(canonicalJson(value))));
