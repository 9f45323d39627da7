import { CONFIG_OVERRIDDEN_ANNOTATION, MCO_NAMESPACE } from './demo-cluster';
import { renderPoolConfig, type ReleaseImages } from './mco/render-machine-config';
import { effectiveStream, streamImages } from './mco/os-streams';
import { RESOURCE_TYPES, type ResourceType } from './resource-types';
import { selectorObjectMatches, type SelectorObject } from './selectors';
import type { KubeObject, ObjectStore } from './store';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const POOLS = type('MachineConfigPool');
const CONFIGS = type('MachineConfig');
const CONFIG_MAPS = type('ConfigMap');
const STREAMS = type('OSImageStream');

interface PoolObject extends KubeObject {
  spec: {
    configuration?: { name?: string; source?: unknown[] };
    machineConfigSelector?: SelectorObject;
  };
}

const isRendered = (mc: KubeObject) => mc.metadata.name.startsWith('rendered-');
/** A MachineConfig the MCO's templates wrote (`00-<role>`): the pool's config is made of its MachineConfigs alone. */
const isTemplate = (mc: KubeObject) => /^00-/.test(mc.metadata.name);

/**
 * The demo's render controller, as the MCO's: when a MachineConfig comes, changes or
 * goes, each pool that selects it gets the merge of the MachineConfigs it selects
 * (`mergeMachineConfigs`), named after its content, and targets it. A cluster seeded from
 * a folder with rendered configs but none of the MachineConfigs they came from renders on
 * top of each pool's target instead.
 */
export class RenderController {
  private suspended = false;
  /** Each pool's stream when last seen: a pool (or worker, for custom pools) that picks another is rendered anew. */
  private readonly streams = new Map<string, string | undefined>();

  constructor(private readonly store: ObjectStore) {
    store.onChange((event) => {
      if (this.suspended) {
        if (event.type === POOLS) this.streams.set(event.object.metadata.name, effectiveStream(store, event.object));
        return;
      }
      if (event.type === CONFIGS && !isRendered(event.object)) this.renderAll();
      else if (event.type === STREAMS) this.renderAll();
      else if (event.type === POOLS && event.eventType !== 'DELETED') this.renderIfStreamMoved();
    });
  }

  /** Renders the pools whose stream is not the one they were last seen with. */
  private renderIfStreamMoved(): void {
    for (const pool of this.store.list(POOLS) as PoolObject[]) {
      const stream = effectiveStream(this.store, pool);
      if (this.streams.has(pool.metadata.name) && this.streams.get(pool.metadata.name) === stream) continue;
      const seen = this.streams.has(pool.metadata.name);
      this.streams.set(pool.metadata.name, stream);
      if (seen) this.render(pool);
    }
  }

  /** Runs `write` (a reset, a seed, a release's templates) with nothing rendered: the objects stay as written. */
  withoutRendering(write: () => void): void {
    const was = this.suspended;
    this.suspended = true;
    try {
      write();
    } finally {
      this.suspended = was;
    }
  }

  renderAll(releaseImage?: string): Record<string, string> {
    const targets: Record<string, string> = {};
    for (const pool of this.store.list(POOLS) as PoolObject[]) {
      const rendered = this.render(pool, releaseImage);
      if (rendered) targets[pool.metadata.name] = rendered;
    }
    return targets;
  }

  selected(pool: PoolObject): KubeObject[] {
    return this.store
      .list(CONFIGS)
      .filter(
        (mc) => !isRendered(mc) && selectorObjectMatches(pool.spec.machineConfigSelector, mc.metadata.labels ?? {}),
      );
  }

  /**
   * Renders a pool: `releaseImage` is the OS image of a release being published; without it
   * the cluster's release image (`machine-config-osimageurl`) or, for a pool rendered on top
   * of its target, the image that target has.
   */
  render(pool: PoolObject, releaseImage?: string): string | undefined {
    const targetName = pool.spec.configuration?.name;
    const target = targetName ? this.store.find(CONFIGS, undefined, targetName) : undefined;
    const sources = this.selected(pool);
    // A cluster with streams renders each pool from its stream's images (a MachineConfig's
    // osImageURL still overrides them, in the merge).
    const stream = streamImages(this.store, pool);
    const cluster = {
      ...this.clusterImages(),
      ...(stream ? { osImageURL: stream.osImage, extensionsImage: stream.osExtensionsImage } : {}),
    };
    const fromTemplates = sources.some(isTemplate);
    const targetSpec = target?.spec as { osImageURL?: string } | undefined;
    const wasOverridden = target?.metadata.annotations?.[CONFIG_OVERRIDDEN_ANNOTATION] === 'true';
    const image =
      stream?.osImage ?? releaseImage ?? (fromTemplates || wasOverridden ? cluster.osImageURL : targetSpec?.osImageURL);
    if (!image || (!fromTemplates && !target)) return targetName;
    const { rendered, source } = renderPoolConfig(
      pool.metadata.name,
      sources,
      { ...cluster, osImageURL: image },
      fromTemplates ? undefined : { ...structuredClone(target!.spec as object), osImageURL: '' },
    );
    const existing = this.store.find(CONFIGS, undefined, rendered.metadata.name);
    if (!existing) this.store.create(CONFIGS, rendered);
    // Same content, same name: the config stays, only its mark follows the override.
    else if (
      existing.metadata.annotations?.[CONFIG_OVERRIDDEN_ANNOTATION] !==
      rendered.metadata.annotations?.[CONFIG_OVERRIDDEN_ANNOTATION]
    )
      this.store.update(CONFIGS, undefined, existing.metadata.name, {
        ...structuredClone(existing),
        metadata: { ...structuredClone(existing.metadata), annotations: rendered.metadata.annotations },
      });
    const sourcesChanged = JSON.stringify(pool.spec.configuration?.source) !== JSON.stringify(source);
    if (rendered.metadata.name === targetName && (!fromTemplates || !sourcesChanged)) return targetName;
    const next = structuredClone(pool);
    next.spec.configuration = {
      ...next.spec.configuration,
      name: rendered.metadata.name,
      ...(fromTemplates ? { source } : {}),
    };
    this.store.update(POOLS, undefined, pool.metadata.name, next);
    return rendered.metadata.name;
  }

  private clusterImages(): Partial<ReleaseImages> {
    const cm = this.store.find(CONFIG_MAPS, MCO_NAMESPACE, 'machine-config-osimageurl');
    const data = (cm?.data ?? {}) as Record<string, string>;
    return {
      osImageURL: data.osImageURL,
      extensionsImage: data.baseOSExtensionsContainerImage,
      releaseVersion: data.releaseVersion,
    };
  }
}
