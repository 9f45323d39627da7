import { partialObjectMetadata } from './partial-metadata';
import type { KubeObject } from './store';

// Stored objects are frozen: each one's JSON is encoded once and reused by every list after.
const fullBytes = new WeakMap<object, Buffer>();
const metadataBytes = new WeakMap<object, Buffer>();

/** One object's JSON (or its metadata's) as UTF-8, cached while it is stored. */
export function objectBytes(object: KubeObject, metadataOnly: boolean): Buffer {
  const cache = metadataOnly ? metadataBytes : fullBytes;
  let bytes = cache.get(object);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(metadataOnly ? partialObjectMetadata(object) : object));
    if (Object.isFrozen(object)) cache.set(object, bytes);
  }
  return bytes;
}

/**
 * Encodes an object (and its metadata) as it is stored, before anyone lists it: a list of
 * 5,000 nodes then only writes bytes, as the API server's watch cache keeps objects ready.
 */
export function encodeAhead(object: KubeObject): void {
  objectBytes(object, false);
  objectBytes(object, true);
}

const COMMA = Buffer.from(',');

/**
 * A list's JSON as chunks of its items' cached bytes, written as they are: a list of 5,000
 * nodes costs neither a serialisation of 80 MB nor a copy, as the API server's watch cache
 * answers lists.
 */
export function listBytes(
  head: Record<string, unknown>,
  items: readonly KubeObject[],
  metadataOnly: boolean,
): Buffer[] {
  // A metadata-only list of none: `"items": null`, as kube-apiserver sends it (partial-metadata.ts).
  if (metadataOnly && items.length === 0) return [Buffer.from(`${JSON.stringify(head).slice(0, -1)},"items":null}`)];
  const parts: Buffer[] = [Buffer.from(`${JSON.stringify(head).slice(0, -1)},"items":[`)];
  items.forEach((o, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(objectBytes(o, metadataOnly));
  });
  parts.push(Buffer.from(']}'));
  return parts;
}
