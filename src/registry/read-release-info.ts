import { formatNevra } from '../domain/nevra';
import { releaseInfoMetadataFromImage, releaseInfoMetadataFromRpmdb } from '../domain/release-info/from-os-image';
import { packagesOf } from '../domain/rpmdb/changelog-diff';
import type { MirrorRule } from './mirrors';
import { readImageRpmdb } from './read-image-rpmdb';
import { readOsImage, rpmArch } from './read-os-image';
import type { RegistryClient } from './registry-client';
import { ImageContentError, NoMetalayerError } from './registry-error';

/**
 * The release-info documents (`metadata.json`) of an OS image, one per architecture read:
 * from its metalayer (the last layer's package list, a few KB to download), else from its
 * own rpm database (a custom image built on the node image, an image-mode build, a node
 * image before 4.19), marked `source: rpmdb`. An image with neither says so.
 */
export async function readReleaseInfoMetadata(
  image: string,
  options: { client: RegistryClient; mirrors?: readonly MirrorRule[]; arch?: string; releaseVersion?: string },
): Promise<Record<string, unknown>[]> {
  const { client, mirrors, arch, releaseVersion } = options;
  try {
    const contents = await readOsImage(image, { client, mirrors, arch });
    return contents.map((content) => releaseInfoMetadataFromImage(content, releaseVersion));
  } catch (error) {
    if (!(error instanceof NoMetalayerError)) throw error;
    const db = await readImageRpmdb(image, { client, mirrors, arch }).catch((second: unknown) => {
      if (second instanceof ImageContentError && /no layer has an rpm database/.test(second.message))
        throw new ImageContentError(`${error.message}; nor has any layer an rpm database`);
      throw second;
    });
    const nevras = packagesOf(db.packages).map(formatNevra);
    return [
      releaseInfoMetadataFromRpmdb(
        { osImageUrl: db.osImageUrl, arch: rpmArch(arch ?? 'amd64'), nevras },
        releaseVersion,
      ),
    ];
  }
}
