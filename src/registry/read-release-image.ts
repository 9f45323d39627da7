import {
  IMAGE_REFERENCES_PATH,
  parseImageReferences,
  type ReleasePayload,
} from '../domain/release-info/release-payload';
import { fileFromTar, uncompressLayer } from './layer-file';
import { parseManifest } from './manifest';
import { layerCompression } from './media-types';
import type { MirrorRule } from './mirrors';
import { rpmArch } from './read-os-image';
import { parseReference, repositoryName } from './reference';
import type { RegistryClient } from './registry-client';
import { ImageContentError } from './registry-error';
import { resolveSource } from './resolve-source';

const MAX_LAYER_BYTES = 512 << 20;
const MAX_FILE_BYTES = 8 << 20;

export interface ReleaseImageContent extends ReleasePayload {
  /** The release image by digest, as its pullspec would name it. */
  readonly releaseImage: string;
  /** How many layers were downloaded to find the image references (from the top). */
  readonly layersRead: number;
}

/**
 * Reads a release image as `oc adm release info` does: resolves it (mirrors, then the
 * source), takes the linux image of the wanted architecture (amd64 by default) from a
 * multi-arch release, and scans its layers from the top until one holds
 * `release-manifests/image-references`; only those layers are downloaded.
 */
export async function readReleaseImage(
  reference: string,
  options: { readonly client: RegistryClient; readonly mirrors?: readonly MirrorRule[]; readonly arch?: string },
): Promise<ReleaseImageContent> {
  const ref = parseReference(reference);
  const { source, fetched } = await resolveSource(ref, options);
  const releaseImage = `${repositoryName(ref)}@${ref.digest ?? fetched.digest}`;
  let parsed = parseManifest(fetched.bytes, fetched.contentType, releaseImage);
  if (parsed.kind === 'index') {
    const wanted = rpmArch(options.arch ?? 'amd64');
    const entry = parsed.index.manifests.find(
      (d) => (!d.platform || d.platform.os === 'linux') && rpmArch(d.platform?.architecture ?? '') === wanted,
    );
    if (!entry) throw new ImageContentError(`${releaseImage}: the release has no linux/${wanted} image`);
    const inner = await options.client.manifest(source, entry.digest);
    parsed = parseManifest(inner.bytes, inner.contentType, `${releaseImage} ${entry.digest}`);
    if (parsed.kind !== 'image')
      throw new ImageContentError(`${releaseImage}: nested index ${entry.digest} is not read`);
  }
  const layers = parsed.manifest.layers;
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i]!;
    const blob = await options.client.blob(source, layer.digest, layer.size);
    const tar = uncompressLayer(blob.bytes, layerCompression(layer.mediaType ?? ''), MAX_LAYER_BYTES);
    const file = await fileFromTar(tar, IMAGE_REFERENCES_PATH, MAX_FILE_BYTES);
    if (file)
      return {
        releaseImage,
        layersRead: layers.length - i,
        ...parseImageReferences(Buffer.from(file).toString('utf8'), `release ${releaseImage}`),
      };
  }
  throw new ImageContentError(`${releaseImage}: no layer has ${IMAGE_REFERENCES_PATH}: not an OpenShift release image`);
}
