import { rpmArchOf } from '../domain/release-info/pick-release-info';
import { parseImageRef } from '../domain/release-info/image-ref';

/** One OS image (by digest) and architecture that needs a release info, and the pools that use it. */
export interface WantedImage {
  readonly image: string;
  readonly digest: string;
  readonly arch: string;
  readonly pools: ReadonlySet<string>;
  /** The OpenShift release that ships the image, when the cluster says (its osimageurl ConfigMap). */
  readonly releaseVersion?: string;
}

/** An image the cluster's current release names (`machine-config-osimageurl`). */
export interface ClusterImage {
  readonly image: string;
  /** The release's tag for it (`rhel-coreos`, `rhel-coreos-extensions`), when read from a release image. */
  readonly tag?: string;
  readonly releaseVersion?: string;
}

export interface PoolUse {
  readonly pool: string;
  /** OS images of the pool's current and target rendered configs, and their extensions images. */
  readonly images: readonly string[];
  /** Kubernetes architecture names of the pool's nodes. */
  readonly nodeArchs: readonly string[];
}

export const wantedKey = (digest: string, arch: string) => `${digest}|${arch}`;

/**
 * Every (image digest, architecture) a pool runs or targets, for the architectures of its
 * nodes (x86_64 when it has none yet); images named by tag are skipped (a tag can move).
 */
export function wantedImages(
  uses: readonly PoolUse[],
  clusterImages: readonly ClusterImage[],
): Map<string, WantedImage> {
  const wanted = new Map<
    string,
    { image: string; digest: string; arch: string; pools: Set<string>; releaseVersion?: string }
  >();
  const allArchs = new Set<string>();
  const add = (image: string, arch: string, pool?: string, releaseVersion?: string) => {
    const digest = parseImageRef(image).digest;
    if (!digest) return;
    const key = wantedKey(digest, arch);
    const entry = wanted.get(key) ?? { image, digest, arch, pools: new Set<string>() };
    if (pool) entry.pools.add(pool);
    if (releaseVersion) entry.releaseVersion = releaseVersion;
    wanted.set(key, entry);
  };
  for (const use of uses) {
    const archs = use.nodeArchs.length > 0 ? [...new Set(use.nodeArchs.map(rpmArchOf))] : ['x86_64'];
    for (const arch of archs) {
      allArchs.add(arch);
      for (const image of use.images) add(image, arch, use.pool);
    }
  }
  for (const { image, releaseVersion } of clusterImages)
    for (const arch of allArchs.size > 0 ? allArchs : ['x86_64']) add(image, arch, undefined, releaseVersion);
  return wanted;
}
