import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { extract } from 'tar-stream';
import { imageManifest } from './image-manifest';
import type { Descriptor } from './manifest';
import { layerCompression } from './media-types';
import type { MirrorRule } from './mirrors';
import type { RegistryClient } from './registry-client';
import { decompressor, peeked } from './rpmdb-layer';

/** Red Hat's largest VEX documents (the kernel's) are a few MB: more is not one. */
export const MAX_DOCUMENT_BYTES = 32 << 20;
/** An advisory image's layer: Red Hat's whole VEX archive is a few GB once unpacked; it is streamed. */
const MAX_LAYER_BYTES = 8 * 2 ** 30;

/** A CSAF document's bytes as found, or why it could not be (named, then skipped). */
export type AdvisoryFile =
  { readonly name: string; readonly bytes: Uint8Array } | { readonly name: string; readonly problem: string };

const isJsonName = (name: string) => name.endsWith('.json');

/** Every `*.json` under a directory (a ConfigMap or Secret volume: its `..data` links skipped), or one file. */
export async function* filesAt(path: string): AsyncGenerator<AdvisoryFile> {
  const info = await stat(path);
  if (!info.isDirectory()) {
    yield info.size > MAX_DOCUMENT_BYTES
      ? { name: path, problem: `${info.size} bytes, over the ${MAX_DOCUMENT_BYTES}-byte cap` }
      : { name: path, bytes: await readFile(path) };
    return;
  }
  const entries = (await readdir(path, { recursive: true, withFileTypes: true }))
    .map((e) => join(e.parentPath, e.name))
    .filter(
      (p) =>
        isJsonName(p) &&
        !relative(path, p)
          .split('/')
          .some((part) => part.startsWith('..')),
    )
    .sort();
  for (const file of entries) {
    const size = (await stat(file)).size;
    if (size > MAX_DOCUMENT_BYTES)
      yield { name: file, problem: `${size} bytes, over the ${MAX_DOCUMENT_BYTES}-byte cap` };
    else yield { name: file, bytes: await readFile(file) };
  }
}

const TITLE = 'org.opencontainers.image.title';

/**
 * One layer of an advisory image, streamed: a JSON document itself (an artifact pushed with
 * `oras push`), or a tar (plain, gzip or zstd: Red Hat's `.tar.zst` archive as a layer) whose
 * `*.json` entries are the documents. The digest is checked as the last chunk arrives.
 */
async function* layerFiles(
  image: string,
  layer: Descriptor & { annotations?: Record<string, string> },
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<AdvisoryFile> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done ? undefined : first.value;
  const name = layer.annotations?.[TITLE] ?? `${image} layer ${layer.digest}`;
  if (head && /^\s*[{[]/.test(Buffer.from(head.subarray(0, 64)).toString('utf8'))) {
    const parts: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of peeked(head, iterator)) {
      size += chunk.length;
      if (size > MAX_DOCUMENT_BYTES) {
        yield { name, problem: `over the ${MAX_DOCUMENT_BYTES}-byte cap` };
        return;
      }
      parts.push(chunk);
    }
    yield { name, bytes: Buffer.concat(parts) };
    return;
  }
  // One document at a time, as the tar streams past: Red Hat's archive as a layer is GBs once
  // unpacked, the reader holds one document (capped) and what it keeps of the ones before.
  const parser = extract();
  const source = Readable.from(peeked(head, iterator));
  const unpack = decompressor(head, layerCompression(layer.mediaType ?? ''));
  const fail = (error: Error) => parser.destroy(error);
  source.on('error', fail);
  unpack?.on('error', fail);
  (unpack ? source.pipe(unpack) : source).pipe(parser);
  for await (const entry of parser) {
    const path = entry.header.name.replace(/^\.?\/+/, '');
    const size = entry.header.size ?? 0;
    if (entry.header.type !== 'file' || !isJsonName(path) || size > MAX_DOCUMENT_BYTES) {
      entry.resume();
      if (entry.header.type === 'file' && isJsonName(path))
        yield { name: path, problem: `${size} bytes, over the ${MAX_DOCUMENT_BYTES}-byte cap` };
      continue;
    }
    const parts: Buffer[] = [];
    for await (const chunk of entry) parts.push(chunk as Buffer);
    yield { name: path, bytes: Buffer.concat(parts) };
  }
}

/** The CSAF documents of an advisory image or artifact: its layers, through the cluster's mirrors. */
export async function* filesOfImage(
  reference: string,
  options: { client: RegistryClient; mirrors?: readonly MirrorRule[] },
): AsyncGenerator<AdvisoryFile> {
  const { name, source, manifest } = await imageManifest(reference, options);
  for (const layer of manifest.layers)
    yield* layerFiles(
      name,
      layer as Descriptor & { annotations?: Record<string, string> },
      options.client.blobStream(source, layer.digest, MAX_LAYER_BYTES),
    );
}
