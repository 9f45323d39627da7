import { describe, expect, it } from 'vitest';
import type { ClusterClient } from './cluster-client';
import { clusterImages as readClusterImages, StreamsServed } from './cluster-images';

/** Each test's cluster is asked afresh. */
const clusterImages = (client: ClusterClient) => readClusterImages(client, new StreamsServed());

const image = (c: string) => `quay.io/openshift-release-dev/ocp-v4.0-art-dev@sha256:${c.repeat(64)}`;
const notFound = () => Object.assign(new Error('not found'), { code: 404 });
const streams = {
  status: {
    defaultStream: 'rhel-10',
    availableStreams: [
      { name: 'rhel-9', osImage: image('a'), osExtensionsImage: image('b') },
      { name: 'rhel-10', osImage: image('c'), osExtensionsImage: image('d') },
    ],
  },
};

/** A client whose cluster has the osimageurl ConfigMap and the OSImageStream at the versions given. */
function client(versions: readonly string[], failure?: Error): ClusterClient {
  return {
    core: {
      readNamespacedConfigMap: async () => ({
        data: { baseOSContainerImage: image('c'), baseOSExtensionsContainerImage: image('d'), releaseVersion: '5.0.0' },
      }),
    },
    custom: {
      getClusterCustomObject: async ({ version }: { version: string }) => {
        if (failure) throw failure;
        if (!versions.includes(version)) throw notFound();
        return streams;
      },
    },
  } as unknown as ClusterClient;
}

describe('clusterImages', () => {
  it("names every stream's node and extensions images once, with the release's version", async () => {
    expect(await clusterImages(client(['v1']))).toEqual(
      [image('c'), image('d'), image('a'), image('b')].map((i) => ({ image: i, releaseVersion: '5.0.0' })),
    );
  });

  it("reads 4.22's TechPreview v1alpha1 where v1 is not served", async () => {
    expect((await clusterImages(client(['v1alpha1']))).map((i) => i.image)).toContain(image('a'));
  });

  it('names only the release images on a cluster without streams', async () => {
    expect((await clusterImages(client([]))).map((i) => i.image)).toEqual([image('c'), image('d')]);
  });

  it('asks a cluster without streams again only after five minutes', async () => {
    let now = 0;
    const served = new StreamsServed(() => now);
    let asked = 0;
    const counting = client([]);
    const get = counting.custom.getClusterCustomObject.bind(counting.custom);
    counting.custom.getClusterCustomObject = ((...args: Parameters<typeof get>) => (
      asked++,
      get(...args)
    )) as typeof get;
    await readClusterImages(counting, served);
    await readClusterImages(counting, served);
    expect(asked).toBe(2); // v1, then v1alpha1, once
    now = 5 * 60_000;
    await readClusterImages(counting, served);
    expect(asked).toBe(4);
  });

  it('skips streams it may not read, and fails on a server error, so that nothing is published from half a reading', async () => {
    const forbidden = Object.assign(new Error('forbidden'), { code: 403 });
    expect((await clusterImages(client(['v1'], forbidden))).map((i) => i.image)).toEqual([image('c'), image('d')]);
    const broken = Object.assign(new Error('etcdserver: request timed out'), { code: 500 });
    await expect(clusterImages(client(['v1'], broken))).rejects.toThrow('request timed out');
  });
});
