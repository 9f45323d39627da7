import type { ResourceType } from '../mock-api/resource-types';
import type { KubeObject, StoreEvent } from '../mock-api/store';

/**
 * What a simulated operator reads: its informers' caches, as the MCO's controllers read their
 * listers (no round trip; what the last watch event said).
 */
export interface ClusterView {
  find(type: ResourceType, namespace: string | undefined, name: string): KubeObject | undefined;
  list(type: ResourceType, namespace?: string): readonly KubeObject[];
  /** Each change its informers see, in the order the server made them. */
  onChange(listener: (event: StoreEvent) => void): () => void;
}

/**
 * What a simulated operator writes, as its clientset sends it to an API server: each write
 * passes the server's admission as the operator's user, and answers with what was stored (or
 * rejects with the server's refusal, an `ApiError`).
 */
export interface ClusterWriter {
  create(type: ResourceType, object: KubeObject): Promise<KubeObject>;
  /** A PUT of the whole object (or of its status), with its resourceVersion: a stale one is a 409. */
  update(
    type: ResourceType,
    namespace: string | undefined,
    name: string,
    object: KubeObject,
    subresource?: 'status',
  ): Promise<KubeObject>;
  delete(type: ResourceType, namespace: string | undefined, name: string): Promise<void>;
}

/** An operator's access to the cluster: its listers and its client. */
export type ClusterApi = ClusterView & ClusterWriter;

/** What a function that only reads needs: the listers. */
export type Lister = Pick<ClusterView, 'find' | 'list'>;
