import * as k8s from '@kubernetes/client-node';
import type { ClusterClient } from './cluster-client';
import { METADATA_LIST_ACCEPT, metadataWatchConfig } from './node-metadata';

export type ConfigMapMetadata = k8s.KubernetesObject & { metadata?: k8s.V1ObjectMeta };

/**
 * Whether the cache's copy is (at least) this replica's write. A resourceVersion is opaque
 * (API conventions: compare for equality only): the watch delivers events in order, so the
 * event carrying our write's version comes before any later change; a write known by name
 * only (a create that found the object there: version "0") is caught up by any copy.
 */
export const caughtUp = (cached: k8s.V1ObjectMeta, mine: k8s.V1ObjectMeta) =>
  !mine.resourceVersion || mine.resourceVersion === '0' || cached.resourceVersion === mine.resourceVersion;

/**
 * The ConfigMaps of the controller's own namespace as they are now, through one informer of
 * their metadata only (names, labels, annotations: a changelog part's data is up to a MB):
 * what the config, changelog and Containerfile publishers check every round, rather than what
 * they remember writing. One deleted (a restore, a cleanup, another hand) is gone from the
 * cache at once, its deletion schedules a round, and that round writes it again: no read of
 * its own per round.
 */
export class OwnedConfigMaps {
  readonly informer: k8s.Informer<ConfigMapMetadata> & k8s.ObjectCache<ConfigMapMetadata>;
  /**
   * This replica's writes that the cache has not shown yet (name → what the API server
   * answered): without them the round right after a write could find it missing and redo it.
   */
  private readonly pending = new Map<string, k8s.V1ObjectMeta>();

  constructor(
    client: ClusterClient,
    private readonly namespace: string,
  ) {
    this.informer = k8s.makeInformer<ConfigMapMetadata>(
      metadataWatchConfig(client.kc),
      `/api/v1/namespaces/${namespace}/configmaps`,
      () =>
        client.core.listNamespacedConfigMap(
          { namespace },
          k8s.setHeaderOptions('Accept', METADATA_LIST_ACCEPT),
        ) as unknown as Promise<k8s.KubernetesListObject<ConfigMapMetadata>>,
    );
    // The event of our write, or a deletion, is the cache catching up: from then on the cache
    // alone says what is there (a deletion seen late at worst has the next round write again).
    const seen = (deleted: boolean) => (cm: ConfigMapMetadata) => {
      if (cm.metadata) delete cm.metadata.managedFields;
      const name = cm.metadata?.name ?? '';
      const mine = this.pending.get(name);
      if (mine && (deleted || (cm.metadata && caughtUp(cm.metadata, mine)))) this.pending.delete(name);
    };
    this.informer.on('add', seen(false));
    this.informer.on('update', seen(false));
    this.informer.on('delete', seen(true));
  }

  /** The metadata of ConfigMap `name` as it is (or as this replica just wrote it); undefined: there is none. */
  get(name: string): k8s.V1ObjectMeta | undefined {
    const cached = this.informer.get(name, this.namespace)?.metadata;
    const mine = this.pending.get(name);
    if (!mine) return cached;
    if (cached && caughtUp(cached, mine)) {
      this.pending.delete(name);
      return cached;
    }
    return mine;
  }

  /** The names of those labelled `label: "true"`, whoever wrote them (this replica, or one that led before). */
  labelled(label: string): string[] {
    const names = new Set(
      [...this.pending.values()].flatMap((m) => (m.labels?.[label] === 'true' ? [m.name ?? ''] : [])),
    );
    for (const cm of this.informer.list(this.namespace))
      if (cm.metadata?.labels?.[label] === 'true') names.add(cm.metadata.name ?? '');
    return [...names];
  }

  /**
   * A write of this replica, as the API server answered it (a create that found the object
   * there already: its name only, resourceVersion "0", until the cache shows it).
   */
  wrote(metadata: k8s.V1ObjectMeta | undefined): void {
    if (metadata?.name) this.pending.set(metadata.name, metadata);
  }

  /** Deleted by this replica: nothing of it is pending any more. */
  removed(name: string): void {
    this.pending.delete(name);
  }
}
