import { DEMO_RELEASES, imageOf, releaseInfoConfigMap, type DemoRelease } from './demo-releases';
import { MCO_NAMESPACE, osImageUrlConfigMap, renderedConfig } from './demo-cluster';
import { RESOURCE_TYPES, type ResourceType } from './resource-types';
import type { KubeObject, ObjectStore } from './store';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;

/**
 * Publishes a new OS release into the running demo, as a release payload would: a release
 * info for its image, a new rendered config for every pool, and each pool's target moved to
 * it. Paused pools wait for approval; the others start rolling out.
 */
export function publishRelease(store: ObjectStore, id?: string): { release: string; pools: Record<string, string> } {
  const configMaps = type('ConfigMap');
  const published = new Set(store.list(configMaps, MCO_NAMESPACE).map((cm) => cm.metadata.name));
  const release: DemoRelease | undefined = id
    ? DEMO_RELEASES.find((r) => r.id === id)
    : DEMO_RELEASES.find((r) => !published.has(releaseInfoConfigMap(r).metadata.name));
  if (!release) throw new Error(id ? `unknown release "${id}"` : 'every demo release is published already');
  const info = releaseInfoConfigMap(release) as KubeObject;
  if (!store.find(configMaps, MCO_NAMESPACE, info.metadata.name)) store.create(configMaps, info);
  const osImageUrl = osImageUrlConfigMap(release);
  if (store.find(configMaps, MCO_NAMESPACE, osImageUrl.metadata.name))
    store.update(configMaps, MCO_NAMESPACE, osImageUrl.metadata.name, osImageUrl);
  else store.create(configMaps, osImageUrl);

  const pools: Record<string, string> = {};
  const image = imageOf(release);
  for (const pool of store.list(type('MachineConfigPool'))) {
    const rendered = renderedConfig(pool.metadata.name, image);
    if (!store.find(type('MachineConfig'), undefined, rendered.metadata.name))
      store.create(type('MachineConfig'), rendered);
    const next = structuredClone(pool) as KubeObject & { spec: { configuration?: { name?: string } } };
    next.spec.configuration = { ...next.spec.configuration, name: rendered.metadata.name };
    store.update(type('MachineConfigPool'), undefined, pool.metadata.name, next);
    pools[pool.metadata.name] = rendered.metadata.name;
  }
  return { release: release.id, pools };
}
