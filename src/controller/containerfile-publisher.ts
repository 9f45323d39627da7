import type * as k8s from '@kubernetes/client-node';
import { BUILD_CONTAINERFILES_NAME, containerfilesToRecord } from '../domain/image-mode/build-containerfiles';
import type { BuildFacts, MachineOSConfigLike } from '../domain/image-mode/image-build';
import { statusOf, type ClusterClient } from './cluster-client';
import type { Log } from './log';
import type { OwnedConfigMaps } from './owned-config-maps';

/**
 * Records the Containerfile of each MachineOSBuild as it is first seen (see
 * `containerfilesToRecord`) in one ConfigMap of the controller's namespace, and forgets the
 * builds that are gone. Written only when something changed, or when the ConfigMap is gone
 * from the namespace (`owned`, checked each round): then whole again from what this replica
 * recorded, the one place a Containerfile since edited out of its MachineOSConfig is kept.
 */
export class ContainerfilePublisher {
  /** What the ConfigMap holds, as last read or written; undefined: read it first. */
  private recorded?: Map<string, string>;
  private resourceVersion?: string;

  constructor(
    private readonly client: ClusterClient,
    private readonly options: { readonly namespace: string; readonly log: Log; readonly owned: OwnedConfigMaps },
  ) {}

  async publish(builds: readonly BuildFacts[], configs: readonly MachineOSConfigLike[]): Promise<void> {
    const missing = (this.recorded?.size ?? 0) > 0 && !this.options.owned.get(BUILD_CONTAINERFILES_NAME);
    if (missing) this.resourceVersion = undefined; // created again below
    if (!this.recorded) {
      const existing = await this.read();
      this.recorded = new Map(existing?.data ? Object.entries(existing.data) : []);
      this.resourceVersion = existing?.metadata?.resourceVersion;
    }
    const fresh = containerfilesToRecord(builds, configs, this.recorded);
    const names = new Set(builds.map((b) => b.name));
    const gone = [...this.recorded.keys()].filter((name) => !names.has(name));
    if (fresh.size === 0 && gone.length === 0 && !missing) return;
    const recorded = new Map(this.recorded);
    for (const name of gone) recorded.delete(name);
    for (const [name, text] of fresh) recorded.set(name, text);
    const body: k8s.V1ConfigMap = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: {
        name: BUILD_CONTAINERFILES_NAME,
        namespace: this.options.namespace,
        ...(this.resourceVersion ? { resourceVersion: this.resourceVersion } : {}),
      },
      data: Object.fromEntries([...recorded].sort(([a], [b]) => a.localeCompare(b))),
    };
    try {
      const written = this.resourceVersion
        ? await this.client.core.replaceNamespacedConfigMap({
            name: BUILD_CONTAINERFILES_NAME,
            namespace: this.options.namespace,
            body,
          })
        : await this.client.core.createNamespacedConfigMap({ namespace: this.options.namespace, body });
      this.recorded = recorded;
      this.resourceVersion = written.metadata?.resourceVersion;
      this.options.owned.wrote(written.metadata);
      this.options.log('info', 'recorded build Containerfiles', { recorded: [...fresh.keys()], forgotten: gone });
    } catch (error) {
      // Deleted meanwhile: created again, whole, next round.
      if (statusOf(error) === 404) return void (this.resourceVersion = undefined);
      // Another replica (or an older read) was first: the next reconcile reads it again.
      this.recorded = undefined;
      if (statusOf(error) !== 409) throw error;
    }
  }

  private async read(): Promise<k8s.V1ConfigMap | undefined> {
    try {
      return await this.client.core.readNamespacedConfigMap({
        name: BUILD_CONTAINERFILES_NAME,
        namespace: this.options.namespace,
      });
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }
}
