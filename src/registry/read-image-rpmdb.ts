import type { RpmHeaderPackage } from '../domain/rpmdb/rpm-header';
import { imageManifest } from './image-manifest';
import type { ImageManifest } from './manifest';
import { layerCompression } from './media-types';
import type { MirrorRule } from './mirrors';
import type { ImageReference } from './reference';
import type { RegistryClient } from './registry-client';
import { ImageContentError } from './registry-error';
import { scanLayer } from './rpmdb-layer';
import { readRpmdbSqlite } from './rpmdb-sqlite';

/** A database is tens of MB (about 30 in current RHCOS): more is not one. */
const MAX_DATABASE_BYTES = 256 << 20;
/** A layer of an OS image may be a few GB; it is streamed, never held. */
const MAX_LAYER_BYTES = 8 * 2 ** 30;

export interface ImageRpmdb {
  readonly osImageUrl: string;
  readonly packages: readonly RpmHeaderPackage[];
  /** The layer the database came from, and what was downloaded to find it. */
  readonly layer: string;
  readonly databaseBytes: number;
}

async function findDatabase(image: string, source: ImageReference, manifest: ImageManifest, client: RegistryClient) {
  // From the top: a layered image (image mode, a custom FROM) has its own, newer database.
  for (const layer of [...manifest.layers].reverse()) {
    const compression = layerCompression(layer.mediaType ?? '');
    const stream = () => client.blobStream(source, layer.digest, MAX_LAYER_BYTES);
    let finding = await scanLayer(stream(), compression, MAX_DATABASE_BYTES);
    if (finding.kind === 'link') finding = await scanLayer(stream(), compression, MAX_DATABASE_BYTES, finding.target);
    switch (finding.kind) {
      case 'found':
        return { layer: layer.digest, bytes: finding.bytes };
      case 'deleted':
        throw new ImageContentError(`${image}: layer ${layer.digest} deletes its rpm database (${finding.path})`);
      case 'old-format':
        throw new ImageContentError(
          `${image}: its rpm database is a BDB-era ${finding.path}, not rpmdb.sqlite: not read`,
        );
      case 'link':
        throw new ImageContentError(
          `${image}: ${finding.path} links to ${finding.target}, which layer ${layer.digest} lacks`,
        );
      default:
    }
  }
  throw new ImageContentError(`${image}: no layer has an rpm database (usr/share/rpm/rpmdb.sqlite)`);
}

/**
 * The packages of an image, read from its rpm database: the topmost layer that has one,
 * each layer streamed (never held whole), the database capped and the layers' digests
 * checked. For images without a metalayer: a custom image on the node image, an
 * image-mode build, a node image before 4.19.
 */
export async function readImageRpmdb(
  reference: string,
  options: { client: RegistryClient; mirrors?: readonly MirrorRule[]; arch?: string },
): Promise<ImageRpmdb> {
  const {
    name: osImageUrl,
    source,
    manifest,
  } = await imageManifest(reference, {
    ...options,
    arch: options.arch ?? 'amd64',
  });
  const found: { layer: string; bytes?: Uint8Array } = await findDatabase(osImageUrl, source, manifest, options.client);
  const databaseBytes = found.bytes?.length ?? 0;
  // Handed over whole: the reader drops the bytes once sql.js has them.
  const packages = await readRpmdbSqlite(found, `${osImageUrl} ${found.layer}`);
  return { osImageUrl, layer: found.layer, databaseBytes, packages };
}
