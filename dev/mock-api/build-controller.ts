import { createHash } from 'node:crypto';
import type { BuiltLayout } from '../../test-support/registry/oci-image-builder';
import { DEMO_RELEASES, type DemoRelease } from './demo-releases';
import { imagesOf, type DemoImages } from './demo-images';
import { BuildFailure, buildPoolImage } from './image-build';
import { RESOURCE_TYPES, type ResourceType } from './resource-types';
import type { KubeObject, ObjectStore } from './store';
import type { Lister } from '../operators/cluster-api';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const POOLS = type('MachineConfigPool');
const CONFIGS = type('MachineConfig');
const MOSCS = type('MachineOSConfig');
const MOSBS = type('MachineOSBuild');

/** The MCO's names (pkg/controller/build/constants). */
export const BUILD_LABELS = {
  pool: 'machineconfiguration.openshift.io/target-machine-config-pool',
  config: 'machineconfiguration.openshift.io/rendered-machine-config',
  mosc: 'machineconfiguration.openshift.io/machine-os-config',
} as const;
export const CURRENT_BUILD_ANNOTATION = 'machineconfiguration.openshift.io/current-machine-os-build';
export const REBUILD_ANNOTATION = 'machineconfiguration.openshift.io/rebuild';
/** The demo's record of what a build was made from: a config change that keeps it reuses its image. */
const INPUTS_ANNOTATION = 'os-updates.demo/build-inputs';

export interface MachineOSConfigObject extends KubeObject {
  spec: {
    machineConfigPool?: { name?: string };
    containerFile?: { containerfileArch?: string; content?: string }[];
    renderedImagePushSpec?: string;
  };
  status?: { currentImagePullSpec?: string; machineOSBuild?: { name: string } };
}

/** Where a built image goes: the demo's registry; its reference by digest. */
export type PushImage = (layout: BuiltLayout, repository: string) => Promise<string>;

type Outcome = { readonly image: string } | { readonly error: string };

const now = () => new Date().toISOString();
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function conditions(state: 'Building' | 'Succeeded' | 'Failed' | 'Interrupted', message = '') {
  const at = now();
  return ['Prepared', 'Building', 'Succeeded', 'Failed', 'Interrupted'].map((kind) => ({
    type: kind,
    status: kind === 'Prepared' || kind === state ? 'True' : 'False',
    reason: kind === state ? state : kind === 'Prepared' ? 'Prepared' : '',
    message: kind === state ? message : '',
    lastTransitionTime: at,
  }));
}

/**
 * A simulated machine-os-builder, as the MCO's build controller: for each pool with a
 * MachineOSConfig it makes a MachineOSBuild for the pool's target config (named
 * `<config>-<md5 of what goes in>`), builds the image (the Containerfile's packages as a
 * layer on top of the target's OS image, with its own rpm database), pushes it and writes
 * the outcome to the build and to the MachineOSConfig. A paused pool keeps building, as in
 * the MCO. A config change that keeps the OS image and the Containerfile reuses the last
 * image under a new build. A build that finishes waits for `tick` when the demo is stepped
 * by hand (`stepMs` 0), so tests see "building" as long as they need.
 */
export class BuildController {
  private readonly finished = new Map<string, Outcome>();
  private autoComplete: boolean;
  /**
   * Counts the seeds: a build still running when the cluster is seeded again belongs to the
   * old one. Its outcome is dropped, or it would land on a new build of the same inputs (the
   * same name) that has not finished.
   */
  private seed = 0;

  constructor(
    private readonly store: ObjectStore,
    private readonly images: DemoImages,
    private readonly push: PushImage | undefined,
    stepMs: number,
  ) {
    this.autoComplete = stepMs > 0;
    store.onChange((event) => {
      if (event.type === MOSCS || event.type === POOLS) queueMicrotask(() => this.reconcileAll());
    });
  }

  /** Forgets finished builds (the cluster was seeded again). */
  reset(): void {
    this.seed++;
    this.finished.clear();
  }

  setStepMs(stepMs: number): void {
    this.autoComplete = stepMs > 0;
    if (this.autoComplete) this.tick();
  }

  /** Applies the builds that have finished. */
  tick(): void {
    for (const [name, outcome] of [...this.finished]) {
      this.finished.delete(name);
      this.complete(name, outcome);
    }
  }

  /** Builds and whether they have finished (waiting for a tick): what tests wait on. */
  list(): { name: string; state: string; finished: boolean }[] {
    return this.store.list(MOSBS).map((b) => ({
      name: b.metadata.name,
      state: stateOf(b),
      finished: this.finished.has(b.metadata.name),
    }));
  }

  reconcileAll(): void {
    for (const mosc of this.store.list(MOSCS) as MachineOSConfigObject[]) this.reconcile(mosc);
  }

  private reconcile(mosc: MachineOSConfigObject): void {
    const pool = this.store.find(POOLS, undefined, mosc.spec.machineConfigPool?.name ?? '');
    const target = (pool?.spec as { configuration?: { name?: string } } | undefined)?.configuration?.name;
    const config = target ? this.store.find(CONFIGS, undefined, target) : undefined;
    if (!pool || !target || !config) return;
    const baseImage = (config.spec as { osImageURL?: string }).osImageURL ?? '';
    const containerfile = (mosc.spec.containerFile ?? []).map((c) => c.content ?? '').join('\n');
    const inputs = md5(`${baseImage}\n${containerfile}\n${mosc.metadata.annotations?.[REBUILD_ANNOTATION] ?? ''}`);
    const name = `${mosc.metadata.name}-${md5(`${target}\n${inputs}`)}`;
    if (mosc.metadata.annotations?.[CURRENT_BUILD_ANNOTATION] === name) return;
    const builds = this.store.list(MOSBS).filter((b) => b.metadata.labels?.[BUILD_LABELS.mosc] === mosc.metadata.name);
    // A build of other inputs still running is interrupted, as a MachineOSConfig edit does.
    for (const b of builds) if (stateOf(b) === 'Building') this.setBuild(b.metadata.name, 'Interrupted');
    const reused = builds.find(
      (b) => b.metadata.annotations?.[INPUTS_ANNOTATION] === inputs && stateOf(b) === 'Succeeded',
    );
    if (!this.store.find(MOSBS, undefined, name))
      this.store.create(MOSBS, {
        apiVersion: 'machineconfiguration.openshift.io/v1',
        kind: 'MachineOSBuild',
        metadata: {
          name,
          labels: {
            [BUILD_LABELS.pool]: pool.metadata.name,
            [BUILD_LABELS.config]: target,
            [BUILD_LABELS.mosc]: mosc.metadata.name,
          },
          annotations: { [INPUTS_ANNOTATION]: inputs },
        },
        spec: {
          machineConfig: { name: target },
          machineOSConfig: { name: mosc.metadata.name },
          renderedImagePushSpec:
            `${mosc.spec.renderedImagePushSpec ?? 'image-registry.openshift-image-registry.svc:5000/openshift-machine-config-operator/os-image:latest'}`.replace(
              /:[^:/]*$/,
              `:${name}`,
            ),
        },
        status: { conditions: conditions('Building'), buildStart: now() },
      });
    this.setCurrentBuild(mosc.metadata.name, name);
    const image = (reused?.status as { digestedImagePushSpec?: string } | undefined)?.digestedImagePushSpec;
    if (image) return this.complete(name, { image });
    void this.build(name, baseImage, containerfile, mosc);
  }

  private async build(name: string, baseImage: string, containerfile: string, mosc: MachineOSConfigObject) {
    const seed = this.seed;
    let outcome: Outcome;
    try {
      const base = this.releaseOf(baseImage);
      if (!this.push)
        throw new BuildFailure('the demo runs without a registry (--no-controller): nowhere to push the image');
      const layout = await buildPoolImage(base, containerfile, name);
      outcome = { image: await this.push(layout, repositoryOf(mosc)) };
    } catch (error) {
      outcome = { error: error instanceof BuildFailure ? error.message : `build failed: ${(error as Error).message}` };
    }
    if (seed !== this.seed) return;
    if (this.autoComplete) this.complete(name, outcome);
    else this.finished.set(name, outcome);
  }

  private releaseOf(image: string): DemoRelease {
    const release = DEMO_RELEASES.find((r) => this.images.has(r.id) && imagesOf(this.images, r).node === image);
    if (!release) throw new BuildFailure(`error: creating build container: ${image}: manifest unknown`);
    return release;
  }

  private complete(name: string, outcome: Outcome): void {
    const build = this.store.find(MOSBS, undefined, name);
    if (!build || stateOf(build) !== 'Building') return; // interrupted meanwhile
    if ('error' in outcome) return this.setBuild(name, 'Failed', outcome.error);
    this.setBuild(name, 'Succeeded', '', outcome.image);
    const mosc = this.store.find(MOSCS, undefined, build.metadata.labels?.[BUILD_LABELS.mosc] ?? '');
    if (!mosc || mosc.metadata.annotations?.[CURRENT_BUILD_ANNOTATION] !== name) return;
    const next = structuredClone(mosc) as MachineOSConfigObject;
    next.status = { ...next.status, currentImagePullSpec: outcome.image, machineOSBuild: { name } };
    this.store.update(MOSCS, undefined, mosc.metadata.name, next, 'status');
  }

  private setBuild(name: string, state: 'Succeeded' | 'Failed' | 'Interrupted', message = '', image?: string) {
    const build = this.store.find(MOSBS, undefined, name);
    if (!build) return;
    const next = structuredClone(build);
    next.status = {
      ...(next.status as object),
      conditions: conditions(state, message),
      buildEnd: now(),
      ...(image ? { digestedImagePushSpec: image } : {}),
    };
    this.store.update(MOSBS, undefined, name, next, 'status');
  }

  private setCurrentBuild(mosc: string, build: string): void {
    const current = this.store.find(MOSCS, undefined, mosc);
    if (!current) return;
    const next = structuredClone(current);
    next.metadata.annotations = { ...next.metadata.annotations, [CURRENT_BUILD_ANNOTATION]: build };
    this.store.update(MOSCS, undefined, mosc, next);
  }
}

/** A build's state from its conditions: the one that is true, Building before it ends. */
export function stateOf(build: KubeObject): string {
  const list = (build.status as { conditions?: { type: string; status: string }[] } | undefined)?.conditions ?? [];
  const end = ['Succeeded', 'Failed', 'Interrupted'].find((t) => list.some((c) => c.type === t && c.status === 'True'));
  return end ?? 'Building';
}

/** The repository a MachineOSConfig pushes to, in the demo's registry. */
const repositoryOf = (mosc: MachineOSConfigObject): string => `os-update-demo/${mosc.metadata.name}-image`;

/** The MCO daemon's node annotations of the image a node boots and the one it is to boot. */
export const IMAGE_ANNOTATIONS = {
  current: 'machineconfiguration.openshift.io/currentImage',
  desired: 'machineconfiguration.openshift.io/desiredImage',
} as const;

/**
 * An image-mode pool's target as the node controller sees it: undefined for a pool without
 * a MachineOSConfig; else the built image, once the pool's build for `config` has succeeded
 * and the MachineOSConfig names its image (until then no node may start).
 */
export function layeredTarget(store: Lister, pool: string, config: string): { readonly image?: string } | undefined {
  const mosc = (store.list(MOSCS) as MachineOSConfigObject[]).find((m) => m.spec.machineConfigPool?.name === pool);
  if (!mosc) return undefined;
  const build = store.find(MOSBS, undefined, mosc.metadata.annotations?.[CURRENT_BUILD_ANNOTATION] ?? '');
  const image = (build?.status as { digestedImagePushSpec?: string } | undefined)?.digestedImagePushSpec;
  const ready =
    build !== undefined &&
    stateOf(build) === 'Succeeded' &&
    (build.spec as { machineConfig?: { name?: string } }).machineConfig?.name === config &&
    image !== undefined &&
    mosc.status?.currentImagePullSpec === image;
  return { image: ready ? image : undefined };
}
