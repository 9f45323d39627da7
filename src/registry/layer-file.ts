import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { decompress as zstdDecompress } from 'fzstd';
import { extract } from 'tar-stream';
import type { Compression } from './media-types';

const GZIP_MAGIC = [0x1f, 0x8b];
const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Uncompresses a layer, trusting its bytes over its media type (some registries relabel layers). */
export function uncompressLayer(bytes: Uint8Array, declared: Compression, maxBytes: number): Uint8Array {
  const kind = startsWith(bytes, GZIP_MAGIC) ? 'gzip' : startsWith(bytes, ZSTD_MAGIC) ? 'zstd' : declared;
  if (kind === 'gzip') return gunzipSync(bytes, { maxOutputLength: maxBytes });
  if (kind === 'zstd') {
    const out = zstdDecompress(bytes);
    if (out.byteLength > maxBytes) throw new RangeError(`layer uncompresses to more than ${maxBytes} bytes`);
    return out;
  }
  return bytes;
}

const normalise = (name: string) => name.replace(/^\.?\/+/, '');

/**
 * One file of a layer's tar, streamed through tar-stream until it is found; undefined when
 * the layer has no such file. Entries after it are not read.
 */
export async function fileFromTar(tar: Uint8Array, path: string, maxBytes: number): Promise<Uint8Array | undefined> {
  const wanted = normalise(path);
  const parser = extract();
  const found = new Promise<Uint8Array | undefined>((resolve, reject) => {
    parser.on('entry', (header, stream, next) => {
      if (normalise(header.name) !== wanted || header.type !== 'file') {
        stream.on('end', next);
        stream.resume();
        return;
      }
      if ((header.size ?? 0) > maxBytes) return reject(new RangeError(`${wanted} is over ${maxBytes} bytes`));
      const chunks: Buffer[] = [];
      stream.on('data', (c: unknown) => chunks.push(c as Buffer));
      stream.on('end', () => {
        resolve(Buffer.concat(chunks));
        parser.destroy();
      });
    });
    parser.on('finish', () => resolve(undefined));
    parser.on('error', reject);
  });
  Readable.from([Buffer.from(tar)]).pipe(parser);
  return found;
}
