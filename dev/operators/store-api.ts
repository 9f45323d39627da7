import type { ObjectStore } from '../mock-api/store';
import type { ClusterApi } from './cluster-api';

/**
 * The operators' access to the demo's API server in the same process: its store read as
 * listers, written as the MCO's service account through the same admission the HTTP API runs.
 * Each write is made when called (the promise only carries its answer), so a step that awaits
 * its writes leaves the store as the HTTP client's would.
 */
export function storeApi(store: ObjectStore): ClusterApi {
  return {
    find: (type, namespace, name) => store.find(type, namespace, name),
    list: (type, namespace) => store.list(type, namespace),
    onChange: (listener) => store.onChange(listener),
    create: async (type, object) => store.create(type, object),
    update: async (type, namespace, name, object, subresource) =>
      store.update(type, namespace, name, object, subresource),
    delete: async (type, namespace, name) => {
      store.delete(type, namespace, name);
    },
  };
}
