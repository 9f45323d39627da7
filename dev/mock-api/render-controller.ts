import { CONFIG_OVERRIDDEN_ANNOTATION, MCO_NAMESPACE, renderedConfig } from './demo-cluster';
import { RESOURCE_TYPES, type ResourceType } from './resource-types';
import { selectorObjectMatches, type SelectorObject } from './selectors';
import type { KubeObject, ObjectStore } from './store';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const POOLS = type('MachineConfigPool');
const CONFIGS = type('MachineConfig');
const CONFIG_MAPS = type('ConfigMap');

interface PoolObject extends KubeObject {
  spec: { configuration?: { name?: string }; machineConfigSelector?: SelectorObject };
}
interface ConfigSpec {
  osImageURL?: string;
  kernelArguments?: string[];
}

const isRendered = (mc: KubeObject) => mc.metadata.name.startsWith('rendered-');

/**
 * The demo's render controller, for what the demo lets an admin change: a MachineConfig's
 * `osImageURL` override. When a (non-rendered) MachineConfig comes, changes or goes, each
 * pool that selects it gets a new rendered config, named after its content: the OS image of
 * the last selected MachineConfig (by name) that sets one, else the release's, marked
 * `os-image-url-overridden` when overridden, as the MCO does; and the pool targets it.
 */
export class RenderController {
  private suspended = false;

  constructor(private readonly store: ObjectStore) {
    store.onChange((event) => {
      if (!this.suspended && event.type === CONFIGS && !isRendered(event.object)) this.renderAll();
    });
  }

  /** Runs `write` (a reset, a seed) with nothing rendered: the objects stay as written. */
  withoutRendering(write: () => void): void {
    this.suspended = true;
    try {
      write();
    } finally {
      this.suspended = false;
    }
  }

  renderAll(): void {
    for (const pool of this.store.list(POOLS) as PoolObject[]) this.render(pool);
  }

  /** The image a pool's selected MachineConfigs pin it to, if any. */
  override(pool: PoolObject): string | undefined {
    const selected = this.store
      .list(CONFIGS)
      .filter(
        (mc) => !isRendered(mc) && selectorObjectMatches(pool.spec.machineConfigSelector, mc.metadata.labels ?? {}),
      );
    return selected
      .map((mc) => (mc.spec as ConfigSpec).osImageURL)
      .filter((url): url is string => !!url)
      .at(-1);
  }

  /**
   * Renders a pool: `releaseImage` is the OS image of a release being published; without it
   * the pool keeps the release image it has (its target's, or the cluster's when that was
   * overridden).
   */
  render(pool: PoolObject, releaseImage?: string): string | undefined {
    const targetName = pool.spec.configuration?.name;
    const target = targetName ? this.store.find(CONFIGS, undefined, targetName) : undefined;
    const spec = (target?.spec ?? {}) as ConfigSpec;
    const wasOverridden = target?.metadata.annotations?.[CONFIG_OVERRIDDEN_ANNOTATION] === 'true';
    const release = releaseImage ?? (wasOverridden ? this.clusterImage() : spec.osImageURL);
    const pinned = this.override(pool);
    const image = pinned ?? release;
    if (!image) return targetName;
    const rendered = renderedConfig(pool.metadata.name, image, (spec.kernelArguments ?? []).join(' '), !!pinned);
    const existing = this.store.find(CONFIGS, undefined, rendered.metadata.name);
    if (!existing) this.store.create(CONFIGS, rendered);
    // Same spec, same name: the config stays, only its mark follows the override.
    else if (
      existing.metadata.annotations?.[CONFIG_OVERRIDDEN_ANNOTATION] !==
      rendered.metadata.annotations?.[CONFIG_OVERRIDDEN_ANNOTATION]
    )
      this.store.update(CONFIGS, undefined, existing.metadata.name, {
        ...structuredClone(existing),
        metadata: { ...structuredClone(existing.metadata), annotations: rendered.metadata.annotations },
      });
    if (rendered.metadata.name === targetName) return targetName;
    const next = structuredClone(pool);
    next.spec.configuration = { ...next.spec.configuration, name: rendered.metadata.name };
    this.store.update(POOLS, undefined, pool.metadata.name, next);
    return rendered.metadata.name;
  }

  private clusterImage(): string | undefined {
    const cm = this.store.find(CONFIG_MAPS, MCO_NAMESPACE, 'machine-config-osimageurl');
    return (cm?.data as Record<string, string> | undefined)?.osImageURL;
  }
}
