import { MCO_NAMESPACE } from './demo-cluster';
import { OVERRIDDEN_ANNOTATION } from './mco/controller-version';
import { ROLE_LABEL } from './mco/merge-machine-configs';
import { renderFailed, renderSucceeded } from './mco/pool-render-status';
import { ApiError } from './status';
import {
  generateAndValidate,
  generateRenderedMachineConfig,
  sourceRefs,
  type ReleaseImages,
  type RenderTarget,
} from './mco/render-machine-config';
import { effectiveStream, streamImages } from './mco/os-streams';
import { RESOURCE_TYPES, type ResourceType } from './resource-types';
import { selectorObjectMatches, type SelectorObject } from './selectors';
import type { KubeObject, ObjectStore } from './store';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const POOLS = type('MachineConfigPool');
const CONFIGS = type('MachineConfig');
const CONFIG_MAPS = type('ConfigMap');
const STREAMS = type('OSImageStream');

/** A pool as the render controller reads it, parsed once from the object (which may have no status). */
interface PoolView {
  readonly object: KubeObject;
  readonly target: RenderTarget;
  readonly selector: SelectorObject | undefined;
  readonly configuration: { name?: string; source?: unknown };
}

function poolView(object: KubeObject): PoolView {
  const spec = (object.spec ?? {}) as {
    configuration?: { name?: string; source?: unknown };
    machineConfigSelector?: SelectorObject;
    osImageStream?: { name?: string };
  };
  return {
    object,
    target: {
      name: object.metadata.name,
      uid: object.metadata.uid,
      osImageStream: spec.osImageStream?.name || undefined,
    },
    selector: spec.machineConfigSelector ?? undefined,
    configuration: spec.configuration ?? {},
  };
}

/**
 * The demo's guard for clusters seeded from a folder: rendered configs there may carry a role
 * label (the MCO's carry none, so no pool selects them).
 */
const isRendered = (mc: KubeObject) => mc.metadata.name.startsWith('rendered-');
/** A MachineConfig the MCO's templates wrote (`00-<role>`): the pool's config is made of its MachineConfigs alone. */
const isTemplate = (mc: KubeObject) => /^00-/.test(mc.metadata.name);
/** An empty selector: the MCO renders nothing for it ("SelectingAll": a non-empty selector is required). */
const selectsAll = (s: SelectorObject | undefined) =>
  s !== undefined && Object.keys(s.matchLabels ?? {}).length === 0 && (s.matchExpressions ?? []).length === 0;
const selectorText = (s: SelectorObject | undefined) =>
  [
    ...Object.entries(s?.matchLabels ?? {}).map(([k, v]) => `${k}=${v}`),
    ...(s?.matchExpressions ?? []).map((e) => `${e.key} ${e.operator.toLowerCase()} (${(e.values ?? []).join(',')})`),
  ].join(',');

/**
 * The demo's render controller, as the MCO's (render_controller.go syncMachineConfigPool): a pool
 * is rendered when it is created, when a MachineConfig comes, changes or goes, when its selector
 * or stream (or, for a custom pool, worker's stream) moves. A pool that selects no config, or
 * configs the MCO refuses, keeps its target and says why in RenderDegraded. A cluster seeded from
 * a folder with rendered configs but none of the MachineConfigs they came from renders on top of
 * each pool's target instead.
 */
export class RenderController {
  private suspended = false;
  /** What each pool was last rendered for (selector and stream): a pool whose inputs move is rendered anew. */
  private readonly inputs = new Map<string, string>();
  /** Pools whose target update the API server refused: tried again at their next change, as the MCO requeues them. */
  private readonly refused = new Set<string>();

  constructor(private readonly store: ObjectStore) {
    store.onChange((event) => {
      if (event.type === POOLS && event.eventType === 'DELETED') this.inputs.delete(event.object.metadata.name);
      else if (this.suspended) {
        if (event.type === POOLS) this.inputs.set(event.object.metadata.name, this.inputsOf(event.object));
      } else if (event.type === CONFIGS && !isRendered(event.object)) this.renderAll();
      else if (event.type === STREAMS) this.renderAll();
      else if (event.type === POOLS) {
        this.renderIfInputsMoved();
        this.renderRefusedAgain(event.object.metadata.name);
      }
    });
  }

  private renderRefusedAgain(name: string): void {
    if (!this.refused.delete(name)) return;
    const pool = this.store.find(POOLS, undefined, name);
    if (pool) this.render(pool);
  }

  private inputsOf(pool: KubeObject): string {
    return JSON.stringify([poolView(pool).selector ?? null, effectiveStream(this.store, pool) ?? null]);
  }

  /** Renders the pools that are new or whose selector or stream is not the one they were last rendered for. */
  private renderIfInputsMoved(): void {
    for (const pool of this.store.list(POOLS)) {
      const inputs = this.inputsOf(pool);
      if (this.inputs.get(pool.metadata.name) === inputs) continue;
      this.inputs.set(pool.metadata.name, inputs);
      this.render(pool);
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
    for (const pool of this.store.list(POOLS)) {
      this.inputs.set(pool.metadata.name, this.inputsOf(pool));
      const rendered = this.render(pool, releaseImage);
      if (rendered) targets[pool.metadata.name] = rendered;
    }
    return targets;
  }

  private selected(pool: PoolView): KubeObject[] {
    return this.store
      .list(CONFIGS)
      .filter((mc) => !isRendered(mc) && selectorObjectMatches(pool.selector, mc.metadata.labels ?? {}));
  }

  /**
   * Renders a pool: `releaseImage` is the OS image of a release being published; without it
   * the pool's stream's, the cluster's release image (`machine-config-osimageurl`) or, for a
   * pool rendered on top of its target, the image that target has.
   */
  render(object: KubeObject, releaseImage?: string): string | undefined {
    const pool = poolView(object);
    const targetName = pool.configuration.name || undefined;
    if (selectsAll(pool.selector)) return targetName;
    const target = targetName ? this.store.find(CONFIGS, undefined, targetName) : undefined;
    const sources = this.selected(pool);
    const fromTemplates = sources.some(isTemplate);
    const onTarget = !fromTemplates && target !== undefined;
    if (onTarget && sources.length === 0) return targetName;
    // A cluster with streams renders each pool from its stream's images (a MachineConfig's
    // osImageURL still overrides them, in the merge).
    const stream = streamImages(this.store, object);
    const cluster = this.clusterImages();
    const targetSpec = target?.spec as { osImageURL?: string } | undefined;
    const wasOverridden = target?.metadata.annotations?.[OVERRIDDEN_ANNOTATION] === 'true';
    const release: ReleaseImages = {
      ...cluster,
      osImageURL:
        stream?.osImage ??
        releaseImage ??
        ((onTarget && !wasOverridden ? targetSpec?.osImageURL : cluster.osImageURL) || ''),
      extensionsImage: stream?.osExtensionsImage ?? cluster.extensionsImage,
    };
    // On top of the target: its spec is the first config merged (as worker's, so it comes first).
    const configs = onTarget
      ? [
          {
            apiVersion: CONFIGS.version,
            kind: 'MachineConfig',
            metadata: { name: '', labels: { [ROLE_LABEL]: 'worker' } },
            spec: { ...structuredClone(target.spec as object), osImageURL: '', baseOSExtensionsContainerImage: '' },
          },
          ...sources,
        ]
      : sources;
    let rendered: KubeObject;
    try {
      if (sources.length === 0)
        throw new Error(`no MachineConfigs found matching selector ${selectorText(pool.selector)}`);
      try {
        rendered = target
          ? generateAndValidate(target, pool.target, configs, release)
          : generateRenderedMachineConfig(pool.target, configs, release);
      } catch (error) {
        throw new Error(`could not generate rendered MachineConfig: ${(error as Error).message}`);
      }
    } catch (error) {
      renderFailed(this.store, object, (error as Error).message);
      return targetName;
    }
    this.apply(rendered);
    const source = sourceRefs(sources);
    const next = structuredClone(object);
    const spec = (next.spec ?? {}) as { configuration?: object };
    spec.configuration = { ...spec.configuration, name: rendered.metadata.name, ...(onTarget ? {} : { source }) };
    next.spec = spec;
    if (JSON.stringify(next.spec) !== JSON.stringify(object.spec))
      try {
        this.store.update(POOLS, undefined, object.metadata.name, next);
      } catch (error) {
        // syncGeneratedMachineConfig's Update refused (the gate holds an open pool's target at
        // the approved one): syncFailingStatus reports it, and the next sync tries again.
        if (!(error instanceof ApiError)) throw error;
        this.refused.add(object.metadata.name);
        renderFailed(this.store, object, error.message);
        return targetName;
      }
    renderSucceeded(this.store, this.store.find(POOLS, undefined, object.metadata.name)!);
    return rendered.metadata.name;
  }

  /**
   * Creates the rendered config, or writes it back over one of its name that differs
   * (ApplyMachineConfig); the overridden mark follows the render (the MCO only ever adds it).
   */
  private apply(rendered: KubeObject): void {
    const existing = this.store.find(CONFIGS, undefined, rendered.metadata.name);
    if (!existing) {
      this.store.create(CONFIGS, rendered);
      return;
    }
    const annotations = { ...existing.metadata.annotations, ...rendered.metadata.annotations };
    if (!rendered.metadata.annotations?.[OVERRIDDEN_ANNOTATION]) delete annotations[OVERRIDDEN_ANNOTATION];
    const next = {
      ...structuredClone(existing),
      metadata: { ...structuredClone(existing.metadata), annotations },
      spec: structuredClone(rendered.spec),
    };
    if (JSON.stringify([next.metadata, next.spec]) !== JSON.stringify([existing.metadata, existing.spec]))
      this.store.update(CONFIGS, undefined, existing.metadata.name, next);
  }

  private clusterImages(): ReleaseImages {
    const cm = this.store.find(CONFIG_MAPS, MCO_NAMESPACE, 'machine-config-osimageurl');
    const data = (cm?.data ?? {}) as Record<string, string>;
    return {
      osImageURL: data.baseOSContainerImage ?? data.osImageURL ?? '',
      extensionsImage: data.baseOSExtensionsContainerImage,
      releaseVersion: data.releaseVersion,
    };
  }
}
