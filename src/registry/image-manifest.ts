import { parseImageConfig, parseManifest, type ImageManifest } from './manifest';
import type { MirrorRule } from './mirrors';
import { rpmArch } from './read-os-image';
import { parseReference, repositoryName, type ImageReference } from './reference';
import type { RegistryClient } from './registry-client';
import { ImageContentError } from './registry-error';
import { resolveSource } from './resolve-source';

export interface ImageAccess {
  readonly client: RegistryClient;
  readonly mirrors?: readonly MirrorRule[];
  /** One architecture of a multi-arch image (rpm's or Kubernetes' name); none takes an index's first. */
  readonly arch?: string;
}

/**
 * An image's manifest for one architecture, from the first source that answers (mirrors, then
 * the source): the image by digest (`name`), the source it came from, and its manifest.
 */
export async function imageManifest(
  reference: string,
  options: ImageAccess,
): Promise<{ name: string; source: ImageReference; manifest: ImageManifest }> {
  const ref = parseReference(reference);
  const { source, fetched } = await resolveSource(ref, options);
  const name = `${repositoryName(ref)}@${ref.digest ?? fetched.digest}`;
  const parsed = parseManifest(fetched.bytes, fetched.contentType, name);
  if (parsed.kind === 'image') return { name, source, manifest: parsed.manifest };
  const wanted = options.arch === undefined ? undefined : rpmArch(options.arch);
  const entry = parsed.index.manifests.find(
    (d) => wanted === undefined || (d.platform?.os === 'linux' && rpmArch(d.platform.architecture ?? '') === wanted),
  );
  if (!entry) throw new ImageContentError(`${name}: has no ${wanted ? `linux/${wanted} image` : 'image'}`);
  const inner = parseManifest((await options.client.manifest(source, entry.digest)).bytes, undefined, name);
  if (inner.kind !== 'image') throw new ImageContentError(`${name}: nested index ${entry.digest} is not read`);
  return { name, source, manifest: inner.manifest };
}

/** An image's config labels (`cpe`, `version`, …): its manifest and config only, nothing of its layers. */
export async function imageLabels(reference: string, options: ImageAccess): Promise<Record<string, string>> {
  const { name, source, manifest } = await imageManifest(reference, options);
  const config = await options.client.blob(source, manifest.config.digest, manifest.config.size);
  return parseImageConfig(config.bytes, `${name} config`).config?.Labels ?? {};
}
