import { apiVersionOf, type ResourceType } from '../mock-api/resource-types';
import { ApiError } from '../mock-api/status';
import { byNamespaceAndName, type KubeObject, type StoreEvent, type WatchEventType } from '../mock-api/store';
import type { ClusterApi } from './cluster-api';
import { call, watchLines, type ApiEndpoint } from './http-transport';

interface List {
  metadata: { resourceVersion: string };
  items: KubeObject[];
}

interface WatchLine {
  type: WatchEventType | 'BOOKMARK' | 'ERROR';
  object: KubeObject & { code?: number };
}

const keyOf = (o: KubeObject) => `${o.metadata.namespace ?? ''}/${o.metadata.name}`;
const revisionOf = (o: KubeObject) => Number(o.metadata.resourceVersion ?? 0);

/**
 * An operator's access to an API server over HTTP, as a controller's informers and clientset
 * give it: each kind it reads listed once and then watched (bookmarks asked for; a 410 Gone
 * lists it again), read from those caches; writes sent as requests, their answers put in the
 * cache at once (an operator reads its own writes, as the store's operators did), the watch's
 * copy of them then skipped. Works the same against the demo's API server and kube-apiserver.
 */
export class HttpCluster implements ClusterApi {
  private readonly caches = new Map<ResourceType, Map<string, KubeObject>>();
  private readonly listRevisions = new Map<ResourceType, string>();
  private readonly listeners = new Set<(event: StoreEvent) => void>();
  private readonly stopped = new AbortController();

  constructor(
    private readonly endpoint: ApiEndpoint,
    private readonly types: readonly ResourceType[],
  ) {}

  /** Lists every kind, then keeps each current with a watch. */
  async start(): Promise<void> {
    await this.resync();
    for (const type of this.types) void this.watchLoop(type);
  }

  /**
   * Lists every kind again: a step that must see what the server holds now (a test's stepped
   * operator) reads it so, not what the watches have brought by then.
   */
  async resync(): Promise<void> {
    for (const type of this.types) await this.relist(type);
  }

  stop(): void {
    this.stopped.abort();
  }

  find(type: ResourceType, namespace: string | undefined, name: string): KubeObject | undefined {
    return this.caches.get(type)?.get(`${type.namespaced ? (namespace ?? '') : ''}/${name}`);
  }

  list(type: ResourceType, namespace?: string): readonly KubeObject[] {
    const all = [...(this.caches.get(type)?.values() ?? [])];
    return (namespace === undefined ? all : all.filter((o) => o.metadata.namespace === namespace)).sort(
      byNamespaceAndName,
    );
  }

  onChange(listener: (event: StoreEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async create(type: ResourceType, object: KubeObject): Promise<KubeObject> {
    const made = await call<KubeObject>(
      this.endpoint,
      'POST',
      this.collection(type, object.metadata.namespace),
      object,
    );
    this.apply(type, made, 'ADDED');
    return made;
  }

  async update(
    type: ResourceType,
    namespace: string | undefined,
    name: string,
    object: KubeObject,
    subresource?: 'status',
  ): Promise<KubeObject> {
    const path = `${this.collection(type, namespace)}/${name}${subresource ? `/${subresource}` : ''}`;
    const stored = await call<KubeObject>(this.endpoint, 'PUT', path, object);
    this.apply(type, stored, 'MODIFIED');
    return stored;
  }

  async delete(type: ResourceType, namespace: string | undefined, name: string): Promise<void> {
    const path = `${this.collection(type, namespace)}/${name}`;
    await call(this.endpoint, 'DELETE', `${path}?gracePeriodSeconds=0`);
    const gone = this.find(type, namespace, name);
    if (gone) this.remove(type, gone);
  }

  private collection(type: ResourceType, namespace: string | undefined): string {
    const base = type.group ? `/apis/${apiVersionOf(type)}` : `/api/${type.version}`;
    return `${base}${type.namespaced && namespace ? `/namespaces/${namespace}` : ''}/${type.plural}`;
  }

  private cache(type: ResourceType): Map<string, KubeObject> {
    let cache = this.caches.get(type);
    if (!cache) this.caches.set(type, (cache = new Map()));
    return cache;
  }

  /** An object the server holds: taken when newer than the cached copy, and told to the listeners. */
  private apply(type: ResourceType, object: KubeObject, eventType: WatchEventType): void {
    const cache = this.cache(type);
    const previous = cache.get(keyOf(object));
    if (previous && revisionOf(previous) >= revisionOf(object)) return;
    cache.set(keyOf(object), object);
    this.emit({ revision: revisionOf(object), type, eventType: previous ? 'MODIFIED' : eventType, object, previous });
  }

  private remove(type: ResourceType, object: KubeObject): void {
    if (!this.cache(type).delete(keyOf(object))) return;
    this.emit({ revision: revisionOf(object), type, eventType: 'DELETED', object });
  }

  private emit(event: StoreEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private async relist(type: ResourceType): Promise<void> {
    const list = await call<List>(this.endpoint, 'GET', this.collection(type, undefined));
    const seen = new Set<string>();
    for (const item of list.items) {
      const object = { ...item, apiVersion: apiVersionOf(type), kind: type.kind };
      seen.add(keyOf(object));
      this.apply(type, object, 'ADDED');
    }
    for (const cached of [...this.cache(type).values()]) if (!seen.has(keyOf(cached))) this.remove(type, cached);
    this.listRevisions.set(type, list.metadata.resourceVersion);
  }

  /** Watches a kind from its last list or event until stopped; a watch that expired (410) lists again. */
  private async watchLoop(type: ResourceType): Promise<void> {
    const signal = this.stopped.signal;
    while (!signal.aborted) {
      const from = this.listRevisions.get(type) ?? '';
      const path = `${this.collection(type, undefined)}?watch=true&allowWatchBookmarks=true&resourceVersion=${from}`;
      try {
        await watchLines(this.endpoint, path, (line) => this.onWatchLine(type, line as WatchLine), signal);
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && error.code === 410) await this.relist(type).catch(() => undefined);
        else await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  private onWatchLine(type: ResourceType, line: WatchLine): void {
    if (line.type === 'ERROR') {
      // Expired: the loop lists again once this watch ends.
      if (line.object.code === 410) this.listRevisions.delete(type);
      throw new ApiError(line.object.code ?? 500, '', String(line.object.message ?? 'watch error'));
    }
    const revision = line.object.metadata?.resourceVersion;
    if (revision) this.listRevisions.set(type, revision);
    if (line.type === 'BOOKMARK') return;
    const object = { ...line.object, apiVersion: apiVersionOf(type), kind: type.kind };
    if (line.type === 'DELETED') this.remove(type, object);
    else this.apply(type, object, line.type);
  }
}
