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
export async function clusterImages(client: ClusterClient, streamsServed = STREAMS_SERVED): Promise<ClusterImage[]> {
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
  // A cluster that serves neither version (4.22 by default) is asked again only after a while:
  // every reconcile reads the images, and two requests that answer 404 each time are waste.
  const streams = streamsServed.due()
    ? ((await optional(() => readStreams(client, 'v1'), true)) ??
      (await optional(() => readStreams(client, 'v1alpha1'), true)))
    : undefined;
  if (!streams) streamsServed.absent();
  else streamsServed.present();
  for (const stream of streams?.streams ?? []) images.push(stream.osImage, stream.osExtensionsImage);
  return [...new Set(images.filter((i): i is string => !!i))].map((image) => ({ image, releaseVersion }));
}

/** When the cluster was last found without OS image streams: asked again after ASK_AGAIN_MS. */
export class StreamsServed {
  private absentAt?: number;
  constructor(private readonly now: () => number = Date.now) {}
  due = () => this.absentAt === undefined || this.now() - this.absentAt >= ASK_AGAIN_MS;
  absent = () => {
    if (this.due()) this.absentAt = this.now();
  };
  present = () => {
    this.absentAt = undefined;
  };
}
const ASK_AGAIN_MS = 5 * 60_000;
const STREAMS_SERVED = new StreamsServed();

const readStreams = async (client: ClusterClient, version: string) =>
  readOSImageStream(
    (await client.custom.getClusterCustomObject({
      group: MCO_GROUP,
      version,
      plural: 'osimagestreams',
      name: OS_IMAGE_STREAM_NAME,
    })) as OSImageStreamLike,
  );
