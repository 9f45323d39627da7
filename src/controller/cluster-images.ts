import { OS_IMAGE_STREAM_NAME, readOSImageStream, type OSImageStreamLike } from '../domain/os-stream/os-image-streams';
import { RELEASE_INFO_NAMESPACE } from '../domain/release-info/release-info';
import { statusOf, type ClusterClient } from './cluster-client';
import type { ClusterImage } from './wanted-images';

const MCO_GROUP = 'machineconfiguration.openshift.io';

/**
 * The OS images the cluster's current release names: `machine-config-osimageurl`'s node and
 * extensions images, and, on clusters with OS image streams, every stream's (5.0's v1
 * OSImageStream, else 4.22's TechPreview v1alpha1), so that a pool can be compared with a
 * stream it does not run yet. What a cluster does not have is skipped, and so are streams the
 * controller may not read (a Role from before streams): the rest is still published.
 */
export async function clusterImages(client: ClusterClient): Promise<ClusterImage[]> {
  const optional = async <T>(read: () => Promise<T>, forbiddenToo = false): Promise<T | undefined> => {
    try {
      return await read();
    } catch (error) {
      if (statusOf(error) === 404 || (forbiddenToo && statusOf(error) === 403)) return undefined;
      throw error;
    }
  };
  const cm = await optional(() =>
    client.core.readNamespacedConfigMap({ name: 'machine-config-osimageurl', namespace: RELEASE_INFO_NAMESPACE }),
  );
  const releaseVersion = cm?.data?.releaseVersion || undefined;
  const images = [cm?.data?.baseOSContainerImage, cm?.data?.baseOSExtensionsContainerImage];
  const streams =
    (await optional(() => readStreams(client, 'v1'), true)) ??
    (await optional(() => readStreams(client, 'v1alpha1'), true));
  for (const stream of streams?.streams ?? []) images.push(stream.osImage, stream.osExtensionsImage);
  return [...new Set(images.filter((i): i is string => !!i))].map((image) => ({ image, releaseVersion }));
}

const readStreams = async (client: ClusterClient, version: string) =>
  readOSImageStream(
    (await client.custom.getClusterCustomObject({
      group: MCO_GROUP,
      version,
      plural: 'osimagestreams',
      name: OS_IMAGE_STREAM_NAME,
    })) as OSImageStreamLike,
  );
