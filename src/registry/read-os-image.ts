import {
  EXTENSIONS_PATH,
  METALAYER_LABEL,
  NODE_META_PATH,
  type OsImageContent,
} from '../domain/release-info/from-os-image';
import { fileFromTar, uncompressLayer } from './layer-file';
import { parseImageConfig, parseManifest, type Descriptor, type ImageManifest } from './manifest';
import { layerCompression, RPM_ARCH } from './media-types';
import type { MirrorRule } from './mirrors';
import { parseReference, repositoryName, type ImageReference } from './reference';
import { resolveSource } from './resolve-source';
import type { RegistryClient } from './registry-client';
import { ImageContentError, NoMetalayerError } from './registry-error';

const MAX_FILE_BYTES = 32 << 20;

export interface ReadOsImageOptions {
  readonly client: RegistryClient;
  readonly mirrors?: readonly MirrorRule[];
  /** Only this architecture (rpm's or Kubernetes' name). */
  readonly arch?: string;
}

/** rpm's name for an architecture given either way. */
export const rpmArch = (arch: string): string => RPM_ARCH[arch] ?? arch;

async function readArch(
  image: string,
  source: ImageReference,
  manifest: ImageManifest,
  archDigest: string,
  options: ReadOsImageOptions,
  fallbackArch: string | undefined,
): Promise<Omit<OsImageContent, 'osImageUrl'>> {
  const { client } = options;
  const configBlob = await client.blob(source, manifest.config.digest, manifest.config.size);
  const config = parseImageConfig(configBlob.bytes, `${image} config`);
  const labels = config.config?.Labels ?? {};
  const arch = rpmArch(config.architecture ?? fallbackArch ?? 'amd64');
  const last = manifest.layers.at(-1);
  if (!last) throw new ImageContentError(`${image} (${arch}): has no layers`);
  const blob = await client.blob(source, last.digest, last.size);
  const tar = uncompressLayer(blob.bytes, layerCompression(last.mediaType ?? ''), MAX_FILE_BYTES * 4);
  for (const path of [NODE_META_PATH, EXTENSIONS_PATH] as const) {
    const file = await fileFromTar(tar, path, MAX_FILE_BYTES);
    if (file) return { archImageDigest: archDigest, arch, labels, path, text: Buffer.from(file).toString('utf8') };
  }
  throw new NoMetalayerError(
    labels[METALAYER_LABEL] === 'true'
      ? `${image} (${arch}): its last layer has no ${NODE_META_PATH}: a custom image built on top of the node image? Read the node image it was built from`
      : `${image} (${arch}): no metalayer (no ${METALAYER_LABEL} label, and the last layer has no ${NODE_META_PATH} nor ${EXTENSIONS_PATH}): not an OpenShift 4.19+ node or extensions image`,
  );
}

const isLinux = (d: Descriptor) => !d.platform || d.platform.os === 'linux';

/**
 * Reads an OS image as `oc image extract "<image>[-1]"` does: resolves the reference (by
 * digest through the mirrors, or by tag), and for each architecture (one, or each
 * `linux/<arch>` of a manifest list / OCI index) downloads the config and only the last
 * layer, and takes the package list file from it.
 */
export async function readOsImage(reference: string, options: ReadOsImageOptions): Promise<OsImageContent[]> {
  const ref = parseReference(reference);
  const { source, fetched } = await resolveSource(ref, options);
  const digest = ref.digest ?? fetched.digest;
  const osImageUrl = `${repositoryName(ref)}@${digest}`;
  const parsed = parseManifest(fetched.bytes, fetched.contentType, osImageUrl);
  const wanted = options.arch ? rpmArch(options.arch) : undefined;
  if (parsed.kind === 'image') {
    const content = await readArch(osImageUrl, source, parsed.manifest, digest, options, undefined);
    if (wanted && content.arch !== wanted)
      throw new ImageContentError(`${osImageUrl}: is a ${content.arch} image, not ${wanted}`);
    return [{ osImageUrl, ...content }];
  }
  const entries = parsed.index.manifests
    .filter(isLinux)
    .filter((d) => !wanted || rpmArch(d.platform?.architecture ?? '') === wanted);
  if (entries.length === 0)
    throw new ImageContentError(
      `${osImageUrl}: ${wanted ? `has no linux/${wanted} image` : 'lists no linux image'} (it has ${parsed.index.manifests.map((d) => `${d.platform?.os}/${d.platform?.architecture}`).join(', ') || 'none'})`,
    );
  const results: OsImageContent[] = [];
  for (const entry of entries) {
    const archManifest = await options.client.manifest(source, entry.digest);
    const inner = parseManifest(archManifest.bytes, archManifest.contentType, `${osImageUrl} ${entry.digest}`);
    if (inner.kind !== 'image') throw new ImageContentError(`${osImageUrl}: nested index ${entry.digest} is not read`);
    results.push({
      osImageUrl,
      ...(await readArch(osImageUrl, source, inner.manifest, entry.digest, options, entry.platform?.architecture)),
    });
  }
  return results;
}
