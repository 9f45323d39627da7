import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Decompress } from 'fzstd';
import { extract, type Header } from 'tar-stream';
import type { Compression } from './media-types';

/** Where rpm-ostree keeps the database; older images keep it in var/lib/rpm. */
export const RPMDB_PATHS = ['usr/share/rpm/rpmdb.sqlite', 'usr/lib/sysimage/rpm/rpmdb.sqlite'] as const;
/** The databases of rpm before 4.16, which this reader names but does not read. */
const OLD_DATABASES = [
  'usr/share/rpm/Packages',
  'var/lib/rpm/Packages',
  'usr/share/rpm/Packages.db',
  'var/lib/rpm/Packages.db',
];

export type LayerFinding =
  | { readonly kind: 'found'; readonly path: string; readonly bytes: Uint8Array }
  /** The database is a hardlink to a file this pass did not keep: read the layer again for it. */
  | { readonly kind: 'link'; readonly path: string; readonly target: string }
  /** This layer deletes the database (a whiteout): lower layers' copy is gone. */
  | { readonly kind: 'deleted'; readonly path: string }
  | { readonly kind: 'old-format'; readonly path: string }
  | { readonly kind: 'absent' };

const normalise = (name: string) => name.replace(/^\.?\/+/, '');
const whiteoutOf = (path: string) => path.replace(/([^/]+)$/, '.wh.$1');
const parentOf = (path: string) => path.replace(/[^/]+$/, '');

class ZstdStream extends Transform {
  private readonly decoder = new Decompress((chunk) => this.push(chunk));
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    try {
      this.decoder.push(chunk);
      done();
    } catch (error) {
      done(error as Error);
    }
  }
  override _flush(done: TransformCallback): void {
    try {
      this.decoder.push(new Uint8Array(), true);
      done();
    } catch (error) {
      done(error as Error);
    }
  }
}

export function decompressor(first: Uint8Array | undefined, declared: Compression): Transform | undefined {
  const kind =
    first?.[0] === 0x1f && first[1] === 0x8b ? 'gzip' : first?.[0] === 0x28 && first[1] === 0xb5 ? 'zstd' : declared;
  if (kind === 'gzip') return createGunzip();
  if (kind === 'zstd') return new ZstdStream();
  return undefined;
}

export async function* peeked(
  first: Uint8Array | undefined,
  rest: AsyncIterator<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  if (first) yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const startsAsSqlite = (parts: readonly Buffer[]) => Buffer.concat(parts).subarray(0, 16).equals(SQLITE_MAGIC);

const isCandidate = (h: Header, max: number) =>
  h.type === 'file' && (h.size ?? 0) <= max && normalise(h.name).startsWith('sysroot/ostree/repo/objects/');

/**
 * Looks through one layer, streamed (never the whole layer in memory), for the rpm database:
 * a file, a hardlink to an ostree object (as chunked ostree images write it: the object just
 * before, which is kept while it may be that target), a whiteout, or an older database.
 * With `target`, looks only for that file (the second pass for a hardlink).
 */
export async function scanLayer(
  chunks: AsyncIterable<Uint8Array>,
  declared: Compression,
  maxBytes: number,
  target?: string,
): Promise<LayerFinding> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done ? undefined : first.value;
  let finding: LayerFinding = { kind: 'absent' };
  let previous: { name: string; bytes: Uint8Array } | undefined;
  const parser = extract();
  parser.on('entry', (header, stream, next) => {
    const name = normalise(header.name);
    const keep = target
      ? name === normalise(target) && header.type === 'file'
      : isCandidate(header, maxBytes) || (header.type === 'file' && RPMDB_PATHS.includes(name as never));
    if (!target) {
      const db = RPMDB_PATHS.find((p) => p === name);
      if (RPMDB_PATHS.some((p) => name === whiteoutOf(p) || name === `${parentOf(p)}.wh..wh..opq`))
        finding = { kind: 'deleted', path: name };
      else if (OLD_DATABASES.includes(name) && finding.kind === 'absent') finding = { kind: 'old-format', path: name };
      else if (db && header.type === 'link' && header.linkname) {
        const linked = normalise(header.linkname);
        finding =
          previous?.name === linked
            ? { kind: 'found', path: db, bytes: previous.bytes }
            : { kind: 'link', path: db, target: linked };
      }
    }
    if (!keep || (header.size ?? 0) > maxBytes) {
      if (!target && RPMDB_PATHS.includes(name as never) && header.type === 'file')
        return next(new RangeError(`${name} is ${header.size} bytes, over the ${maxBytes}-byte cap`));
      stream.on('end', () => next());
      stream.resume();
      return;
    }
    // An ostree object is kept only while it may be the database: one that does not start as
    // an SQLite file is let go at its first bytes (a layer's large objects stream past).
    const speculative = !target && !RPMDB_PATHS.includes(name as never);
    if (speculative) previous = undefined;
    // The first chunks wait until the magic can be checked; then one buffer of the size the
    // tar header declares is filled in place (never the chunks and a joined copy at once).
    const head: Buffer[] = [];
    let bytes: Uint8Array | undefined;
    let size = 0;
    let dropped = false;
    stream.on('data', (c: unknown) => {
      if (dropped) return;
      const chunk = c as Buffer;
      if (!bytes) {
        head.push(chunk);
        if (size + chunk.length < 16 && size + chunk.length < (header.size ?? 0)) {
          size += chunk.length;
          return;
        }
        if (speculative && !startsAsSqlite(head)) {
          dropped = true;
          head.length = 0;
          return;
        }
        bytes = new Uint8Array(header.size ?? 0);
        size = 0;
        for (const part of head.splice(0)) {
          bytes.set(part.subarray(0, bytes.length - size), size);
          size += part.length;
        }
        return;
      }
      bytes.set(chunk.subarray(0, bytes.length - size), size);
      size += chunk.length;
    });
    stream.on('end', () => {
      if (!dropped) {
        const whole = bytes ?? new Uint8Array(Buffer.concat(head));
        if (!speculative) finding = { kind: 'found', path: name, bytes: whole };
        else previous = { name, bytes: whole };
      }
      next();
    });
  });
  const decompress = decompressor(head, declared);
  const source = Readable.from(peeked(head, iterator));
  await (decompress ? pipeline(source, decompress, parser) : pipeline(source, parser));
  return finding;
}
