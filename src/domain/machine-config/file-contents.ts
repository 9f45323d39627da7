import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { asText, ContentsError, decodeContents } from './data-url';
import type { ConfigFile } from './machine-config-content';
import { isSecretPath, looksSecret } from './secrets';

/** What may be said of a file's contents: never a secret's text, nor its hash. */
export type FileContents =
  | { readonly kind: 'text'; readonly text: string; readonly size: number; readonly sha256: string }
  | { readonly kind: 'binary'; readonly size: number; readonly sha256: string }
  | { readonly kind: 'secret'; readonly size: number }
  | { readonly kind: 'remote'; readonly source: string }
  | { readonly kind: 'invalid'; readonly problem: string };

/** Decodes a file's contents (data: URL, gzip), and tells text from binary from secret. */
export function fileContents(file: ConfigFile): FileContents {
  let bytes: Uint8Array | undefined;
  try {
    bytes = file.source === undefined ? new Uint8Array() : decodeContents(file.source, file.compression);
  } catch (error) {
    if (error instanceof ContentsError) return { kind: 'invalid', problem: error.message };
    throw error;
  }
  if (!bytes) return { kind: 'remote', source: (file.source ?? '').replace(/[?#].*$/, '') };
  const text = asText(bytes);
  if (isSecretPath(file.path) || (text !== undefined && looksSecret(text)))
    return { kind: 'secret', size: bytes.length };
  const hash = bytesToHex(sha256(bytes));
  return text === undefined
    ? { kind: 'binary', size: bytes.length, sha256: hash }
    : { kind: 'text', text, size: bytes.length, sha256: hash };
}

/** The file's contents as a page may show them: size and hash, no text; a secret by size only. */
export type ContentsSummary =
  | { readonly kind: 'text' | 'binary'; readonly size: number; readonly sha256: string }
  | { readonly kind: 'secret'; readonly size: number }
  | { readonly kind: 'remote' }
  | { readonly kind: 'invalid'; readonly problem: string };

export function summarizeContents(contents: FileContents): ContentsSummary {
  switch (contents.kind) {
    case 'text':
    case 'binary':
      return { kind: contents.kind, size: contents.size, sha256: contents.sha256 };
    case 'remote':
      return { kind: 'remote' };
    default:
      return contents;
  }
}

function bytesOf(file: ConfigFile): Uint8Array | string {
  try {
    return (
      (file.source === undefined ? new Uint8Array() : decodeContents(file.source, file.compression)) ??
      file.source ??
      ''
    );
  } catch {
    return file.source ?? '';
  }
}

/** The two files write the same bytes (however each is encoded): compared, never hashed for show. */
export function sameBytes(a: ConfigFile, b: ConfigFile): boolean {
  if (a.source === b.source && a.compression === b.compression) return true;
  const x = bytesOf(a);
  const y = bytesOf(b);
  if (typeof x === 'string' || typeof y === 'string') return x === y;
  return x.length === y.length && x.every((v, i) => v === y[i]);
}
