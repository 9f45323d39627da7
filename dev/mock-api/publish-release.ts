import { imagesOf, type DemoImages, type DemoImageSet } from './demo-images';
import { DEMO_RELEASES, releaseInfoConfigMap, type DemoRelease } from './demo-releases';
import { MCO_NAMESPACE, osImageUrlConfigMap } from './demo-cluster';
import type { RenderController } from './render-controller';
import { RESOURCE_TYPES, type ResourceType } from './resource-types';
import type { KubeObject, ObjectStore } from './store';
import { templatedConfigs } from './demo-configs';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;

export interface PublishOptions {
  readonly images: DemoImages;
  /** Without a controller the demo publishes the release info itself. */
  readonly premadeReleaseInfos: boolean;
  /** The demo registry, whose credentials and mirrors the templates write. */
  readonly registry?: { host: string; user: string; password: string };
  /** Pushes a release's images to the demo's registry (when it runs one) before anything names them. */
  readonly push?: (images: DemoImageSet) => Promise<void>;
}

/**
 * Publishes a new OS release into the running demo, as a release payload would: its images
 * pushed to the registry, a new rendered config for every pool, and each pool's target moved
 * to it (a pinned pool keeps its pinned image), the operator's templated MachineConfigs
 * rewritten for it. Paused pools wait for approval; the others
 * start rolling out. The next release is the first whose image no rendered config names yet.
 */
export async function publishRelease(
  store: ObjectStore,
  render: RenderController,
  options: PublishOptions,
  id?: string,
): Promise<{ release: string; pools: Record<string, string> }> {
  const configMaps = type('ConfigMap');
  const inUse = new Set(store.list(type('MachineConfig')).map((mc) => (mc.spec as { osImageURL?: string }).osImageURL));
  const release: DemoRelease | undefined = id
    ? DEMO_RELEASES.find((r) => r.id === id)
    : DEMO_RELEASES.find((r) => !inUse.has(imagesOf(options.images, r).node));
  if (!release) throw new Error(id ? `unknown release "${id}"` : 'every demo release is published already');
  const images = imagesOf(options.images, release);
  await options.push?.(images);
  if (options.premadeReleaseInfos) {
    const info = releaseInfoConfigMap(release, images.node) as KubeObject;
    if (!store.find(configMaps, MCO_NAMESPACE, info.metadata.name)) store.create(configMaps, info);
  }
  const osImageUrl = osImageUrlConfigMap(release, options.images);
  if (store.find(configMaps, MCO_NAMESPACE, osImageUrl.metadata.name))
    store.update(configMaps, MCO_NAMESPACE, osImageUrl.metadata.name, osImageUrl);
  else store.create(configMaps, osImageUrl);

  // The operator rewrites its templated MachineConfigs for the release (some files change),
  // then the render controller renders every pool once.
  const configs = type('MachineConfig');
  render.withoutRendering(() => {
    for (const mc of templatedConfigs(release, { registry: options.registry })) {
      if (!store.find(configs, undefined, mc.metadata.name)) continue;
      store.update(configs, undefined, mc.metadata.name, mc);
    }
  });
  return { release: release.id, pools: render.renderAll(images.node) };
}
