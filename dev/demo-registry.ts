import type { BuiltLayout } from '../test-support/registry/oci-image-builder';
import { startLocalRegistry, type LocalRegistry } from '../test-support/registry/local-registry';
import { MIRROR_REPOSITORY, RELEASE_MIRROR_REPOSITORY, type DemoImageSet } from './mock-api/demo-images';
import type { DemoRegistryAccess } from './mock-api/demo-cluster';

export interface DemoRegistry extends DemoRegistryAccess {
  /** Pushes a release's node and extensions images (skopeo, digests preserved). */
  push(images: DemoImageSet): Promise<void>;
  /** Pushes one image to a repository of its own; its reference by digest. */
  pushImage(layout: BuiltLayout, repository: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The demo's image registry: Debian's docker-registry on loopback with basic auth, holding
 * the release images under the mirror repository the demo's ImageDigestMirrorSet names.
 */
export async function startDemoRegistry(port?: number): Promise<DemoRegistry> {
  const registry: LocalRegistry = await startLocalRegistry({ auth: 'basic', port });
  return {
    host: registry.host,
    user: registry.user,
    password: registry.password,
    async push(images) {
      for (const layout of images.layouts) await registry.push(layout.dir, layout.tag, MIRROR_REPOSITORY);
      await registry.push(images.releaseLayout.dir, images.releaseLayout.tag, RELEASE_MIRROR_REPOSITORY);
    },
    async pushImage(layout, repository) {
      await registry.push(layout.dir, layout.tag, repository);
      return `${registry.host}/${repository}@${layout.digest}`;
    },
    stop: () => registry.stop(),
  };
}
