import { gunzipSync } from 'fflate';

/** An Ignition file's contents that cannot be decoded: the message says why. */
export class ContentsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentsError';
  }
}

const DATA_URL = /^data:([^,]*),(.*)$/s;

function base64Bytes(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) throw new ContentsError('invalid base64 in data: URL');
  // atob is in browsers and node ≥ 16: the domain stays free of Buffer.
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function percentBytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (text[i] === '%') {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) throw new ContentsError(`invalid percent-encoding "%${hex}" in data: URL`);
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (c < 0x80) bytes.push(c);
    // A raw non-ASCII character (not valid in a URL, but written by hand): its UTF-8 bytes.
    else bytes.push(...new TextEncoder().encode(text[i]));
  }
  return Uint8Array.from(bytes);
}

/**
 * The bytes an Ignition `contents.source` data: URL holds (RFC 2397: base64 or
 * percent-encoded), gunzipped when the file says `compression: gzip`, as Ignition writes
 * them to disk. Other URL schemes (http, s3) are not fetched: their contents are unknown.
 */
export function decodeContents(source: string, compression?: string): Uint8Array | undefined {
  const match = DATA_URL.exec(source);
  if (!match) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(source)) return undefined;
    throw new ContentsError('contents.source is not a URL');
  }
  const params = (match[1] ?? '').split(';');
  const raw = params.includes('base64') ? base64Bytes(match[2] ?? '') : percentBytes(match[2] ?? '');
  if (!compression) return raw;
  if (compression !== 'gzip') throw new ContentsError(`unknown compression "${compression}"`);
  try {
    return gunzipSync(raw);
  } catch (error) {
    throw new ContentsError(`contents are not gzip: ${(error as Error).message}`);
  }
}

/** UTF-8 text without NULs, or undefined for binary contents. */
export function asText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
