import { dropEmptyMaps, systemMetadataOf } from './object-meta';
import { notFound, conflict, ApiError } from './status';
import { apiVersionOf, type ResourceType } from './resource-types';
import { kubeTime } from './kube-time';

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    uid?: string;
    resourceVersion?: string;
    generation?: number;
    creationTimestamp?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    [key: string]: unknown;
  };
  spec?: unknown;
  status?: unknown;
  [key: string]: unknown;
}

/** A write as admission sees it; the store's admission hook refuses one by throwing an ApiError. */
export interface StoreWrite {
  readonly operation: 'CREATE' | 'UPDATE';
  readonly type: ResourceType;
  readonly object: KubeObject;
  readonly oldObject?: KubeObject;
  readonly subresource?: string;
  /** Who writes: the API request's user, or the simulated operator that writes without a request. */
  readonly user: string;
}

/**
 * The simulated machine-config controllers write to the store directly; on a cluster they
 * write through the API server, so their writes pass admission as this service account.
 */
export const OPERATOR_USER = 'system:serviceaccount:openshift-machine-config-operator:machine-config-controller';

export type WatchEventType = 'ADDED' | 'MODIFIED' | 'DELETED';

/** One change, as a watch reports it; `object` (frozen) has the resourceVersion of the change. */
export interface StoreEvent {
  readonly revision: number;
  readonly type: ResourceType;
  readonly eventType: WatchEventType;
  readonly object: KubeObject;
  /** A modification's object before it (frozen): a selecting watch tells by it what left or came. */
  readonly previous?: KubeObject;
}

type Listener = (event: StoreEvent) => void;

/** How many changes the store remembers for watches that resume; older ones get 410 Gone. */
const HISTORY = 5000;

const keyOf = (type: ResourceType, namespace: string | undefined, name: string) =>
  `${apiVersionOf(type)}/${type.plural}/${type.namespaced ? (namespace ?? 'default') : ''}/${name}`;

const clone = <T>(value: T): T => structuredClone(value);

/** Stored objects are frozen: readers share them (a list of 5,000 nodes copies nothing), writers copy. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export const byNamespaceAndName = (a: KubeObject, b: KubeObject): number => {
  const na = a.metadata.namespace ?? '';
  const nb = b.metadata.namespace ?? '';
  if (na !== nb) return na < nb ? -1 : 1;
  return a.metadata.name < b.metadata.name ? -1 : a.metadata.name > b.metadata.name ? 1 : 0;
};

/**
 * The demo cluster's objects. `resourceVersion` rises with every write across the store and
 * `generation` with every spec change, as on the API server. `get` gives a copy to change;
 * `find`, `list` and events give the stored objects, frozen (reading costs no copy).
 */
export class ObjectStore {
  private readonly objects = new Map<string, { type: ResourceType; object: KubeObject }>();
  /** The same entries by type: a list reads its own kind only. */
  private readonly byType = new Map<ResourceType, Map<string, KubeObject>>();
  private revision = 1000;
  private uid = 0;
  private readonly listeners = new Set<Listener>();
  private history: StoreEvent[] = [];
  /** Events written while listeners run (a controller writing in answer to an event) wait their turn. */
  private readonly undelivered: StoreEvent[] = [];
  private delivering = false;

  private readonly restartListeners = new Set<() => void>();
  private admission: ((write: StoreWrite) => void) | undefined;

  /** Every create and update passes `admit` first, as every write passes the API server's admission. */
  admitWith(admit: (write: StoreWrite) => void): void {
    this.admission = admit;
  }

  /** Called when the watch cache starts over (`restartWatches`): open watches end. */
  onWatchRestart(listener: () => void): () => void {
    this.restartListeners.add(listener);
    return () => this.restartListeners.delete(listener);
  }

  /**
   * As when the API server restarts: every open watch ends and the history is gone, so a
   * client resuming from the version it had gets 410 Gone and must list again.
   */
  restartWatches(): void {
    this.history = [];
    this.revision++;
    for (const listener of [...this.restartListeners]) listener();
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(type: ResourceType, namespace: string | undefined, name: string): KubeObject {
    const entry = this.objects.get(keyOf(type, namespace, name));
    if (!entry) throw notFound(type.group ? `${type.plural}.${type.group}` : type.plural, name);
    return clone(entry.object);
  }

  find(type: ResourceType, namespace: string | undefined, name: string): KubeObject | undefined {
    return this.objects.get(keyOf(type, namespace, name))?.object;
  }

  /** The objects of a type (in a namespace), sorted by namespace and name; frozen, not copies. */
  list(type: ResourceType, namespace?: string): readonly KubeObject[] {
    const items: KubeObject[] = [];
    for (const object of this.byType.get(type)?.values() ?? []) {
      if (type.namespaced && namespace !== undefined && object.metadata.namespace !== namespace) continue;
      items.push(object);
    }
    return items.sort(byNamespaceAndName);
  }

  get resourceVersion(): string {
    return String(this.revision);
  }

  /** The oldest resourceVersion a watch may resume from (the history before it is gone). */
  get oldestResumable(): number {
    return this.history[0] ? this.history[0].revision - 1 : this.revision;
  }

  /** The changes after `revision`, oldest first. */
  changesSince(revision: number): readonly StoreEvent[] {
    return this.history.filter((e) => e.revision > revision);
  }

  create(type: ResourceType, object: KubeObject, user = OPERATOR_USER): KubeObject {
    const name = object.metadata?.name;
    if (!name) throw new ApiError(422, 'Invalid', `${type.kind} is invalid: metadata.name: Required value`);
    const namespace = type.namespaced ? (object.metadata.namespace ?? 'default') : undefined;
    const key = keyOf(type, namespace, name);
    if (this.objects.has(key)) throw new ApiError(409, 'AlreadyExists', `${type.plural} "${name}" already exists`);
    const stored = clone(object);
    stored.apiVersion = apiVersionOf(type);
    stored.kind = type.kind;
    stored.metadata = {
      ...stored.metadata,
      namespace,
      uid: `00000000-0000-4000-8000-${String(++this.uid).padStart(12, '0')}`,
      creationTimestamp: stored.metadata.creationTimestamp ?? kubeTime(),
      generation: 1,
      resourceVersion: String(++this.revision),
    };
    if (!type.namespaced) delete stored.metadata.namespace;
    dropEmptyMaps(stored);
    this.admission?.({ operation: 'CREATE', type, object: stored, user });
    this.put(type, key, stored);
    this.emit(type, stored, 'ADDED');
    return clone(stored);
  }

  /**
   * Replaces an object. A `resourceVersion` in `next` that is not the stored one is a
   * conflict (409), as on the API server; none means "whatever is there".
   */
  update(
    type: ResourceType,
    namespace: string | undefined,
    name: string,
    next: KubeObject,
    subresource?: 'status',
    user = OPERATOR_USER,
  ): KubeObject {
    const key = keyOf(type, namespace, name);
    const entry = this.objects.get(key);
    if (!entry) throw notFound(type.plural, name);
    const current = entry.object;
    const sent = next.metadata?.resourceVersion;
    if (sent !== undefined && sent !== current.metadata.resourceVersion)
      throw conflict(type.group ? `${type.plural}.${type.group}` : type.plural, name);
    const stored = clone(next);
    stored.apiVersion = current.apiVersion;
    stored.kind = current.kind;
    if (subresource === 'status') {
      // The status subresource changes status only; a Node's keeps the metadata sent too, as
      // kube-apiserver's Node status strategy resets only spec (pkg/registry/core/node/strategy.go).
      const merged = clone(current);
      merged.status = stored.status;
      if (type.kind === 'Node' && type.group === '' && stored.metadata)
        merged.metadata = { ...stored.metadata, ...systemMetadataOf(current) };
      this.admission?.({ operation: 'UPDATE', type, object: merged, oldObject: current, subresource, user });
      return this.commit(type, key, current, merged);
    }
    stored.metadata = { ...stored.metadata, ...systemMetadataOf(current) };
    // The object's own write leaves its status as stored, where status has a subresource of its own.
    if (type.statusSubresource) {
      if (current.status === undefined) delete stored.status;
      else stored.status = clone(current.status);
    }
    if (!type.namespaced) delete stored.metadata.namespace;
    dropEmptyMaps(stored);
    this.admission?.({ operation: 'UPDATE', type, object: stored, oldObject: current, user });
    return this.commit(type, key, current, stored);
  }

  /** Runs admission on a write that is not committed (a dry run). */
  admit(write: StoreWrite): void {
    this.admission?.(write);
  }

  private commit(type: ResourceType, key: string, current: KubeObject, next: KubeObject): KubeObject {
    const specChanged = JSON.stringify(current.spec) !== JSON.stringify(next.spec);
    next.metadata.generation = (current.metadata.generation ?? 1) + (specChanged ? 1 : 0);
    next.metadata.resourceVersion = String(++this.revision);
    this.put(type, key, next);
    this.emit(type, next, 'MODIFIED', current);
    return clone(next);
  }

  private put(type: ResourceType, key: string, object: KubeObject): void {
    deepFreeze(object);
    this.objects.set(key, { type, object });
    let ofType = this.byType.get(type);
    if (!ofType) this.byType.set(type, (ofType = new Map()));
    ofType.set(key, object);
  }

  /**
   * Deletes every object, each with its DELETED event, so that watchers (the controller's
   * informers, `kubectl get -w`) see the cluster emptied rather than keep stale copies.
   */
  clear(): void {
    for (const { type, object } of [...this.objects.values()])
      this.delete(type, object.metadata.namespace, object.metadata.name);
  }

  delete(type: ResourceType, namespace: string | undefined, name: string): KubeObject {
    const key = keyOf(type, namespace, name);
    const entry = this.objects.get(key);
    if (!entry) throw notFound(type.plural, name);
    this.objects.delete(key);
    this.byType.get(type)?.delete(key);
    const gone = clone(entry.object);
    gone.metadata.resourceVersion = String(++this.revision);
    deepFreeze(gone);
    this.emit(type, gone, 'DELETED');
    return clone(gone);
  }

  private emit(type: ResourceType, object: KubeObject, eventType: WatchEventType, previous?: KubeObject): void {
    const event = { revision: Number(object.metadata.resourceVersion), type, eventType, object, previous };
    this.history.push(event);
    if (this.history.length > HISTORY) this.history.splice(0, this.history.length - HISTORY);
    this.undelivered.push(event);
    if (!this.delivering) this.deliver();
  }

  /**
   * Hands each event to every listener in revision order, as an API server's watch does: a
   * listener that writes (the render controller retargeting a pool it was told of) has its
   * write delivered after the event it answered, never before it to the listeners after it.
   */
  private deliver(): void {
    this.delivering = true;
    let failure: { error: unknown } | undefined;
    try {
      for (let event = this.undelivered.shift(); event; event = this.undelivered.shift())
        for (const listener of [...this.listeners]) {
          try {
            listener(event);
          } catch (error) {
            failure ??= { error };
          }
        }
    } finally {
      this.delivering = false;
    }
    if (failure) throw failure.error;
  }
}
