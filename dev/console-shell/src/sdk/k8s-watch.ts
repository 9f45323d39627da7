import type {
  K8sModel,
  K8sResourceCommon,
  useK8sWatchResource as SdkUseK8sWatchResource,
  WatchK8sResource,
} from '@openshift-console/dynamic-plugin-sdk';
import { useEffect, useState } from 'react';
import { impersonation } from '../console-store';
import { consoleFetchJSON } from './console-fetch';
import { HttpError } from './http-error';
import { NoModelError, servedKind } from './discovery';
import { resourceURL } from './k8s-resource';
import { applyWatchEvent, keyOf, type WatchedItems } from './watch-reducer';

/** What discovery says of a watched kind (see servedKind). */
const servedOf = (resource: WatchK8sResource) => {
  const { group, version = 'v1', kind = '' } = resource.groupVersionKind ?? {};
  return servedKind(group || undefined, version, kind);
};

/** A watch of a kind discovery does not list: the console answers at once, loaded, with NoModelError. */
const unserved = (resource: WatchK8sResource): boolean => servedOf(resource) === undefined;

/** The model of a watched kind, from discovery (plural, scope), as the console's store has it. */
const modelOf = (resource: WatchK8sResource): K8sModel => {
  const { group = '', version = 'v1', kind = '' } = resource.groupVersionKind ?? {};
  const known = servedOf(resource);
  const served = typeof known === 'object' ? known : undefined;
  return {
    apiGroup: group || undefined,
    apiVersion: version,
    kind,
    plural: served?.plural ?? `${kind.toLowerCase()}s`,
    abbr: kind.slice(0, 2),
    label: kind,
    labelPlural: `${kind}s`,
    namespaced: served?.namespaced ?? Boolean(resource.namespace),
  };
};

const METADATA_ONLY = 'application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1,application/json';
/** The console lists in pages of this many objects (its `paginationLimit`). */
const PAGE = 250;
/** The console applies watch events in batches (its websocket buffer flushes every 500 ms). */
const FLUSH_MS = 500;

type State = [unknown, boolean, unknown];

/** One watch per resource however many components ask for it, as the console's store keeps them. */
interface SharedWatch {
  state: State;
  readonly subscribers: Set<(state: State) => void>;
  stop?: () => void;
}
const watches = new Map<string, SharedWatch>();

/**
 * Watches like the console: one list (metadata only when asked), then a websocket to the
 * same URL with `watch=true` from the list's resourceVersion; events are applied in batches;
 * a closed watch resumes from the last version seen, a 410 Gone lists again. Components
 * asking for the same resource share the watch.
 */
function startWatch(res: WatchK8sResource, update: (state: State) => void): () => void {
  const model = modelOf(res);
  const queryParams: Record<string, unknown> = {
    ...(res.namespace ? { ns: res.namespace } : {}),
    ...(res.selector ? { labelSelector: res.selector } : {}),
    ...(res.fieldSelector ? { fieldSelector: res.fieldSelector } : {}),
    ...(!res.isList && res.name ? { fieldSelector: `metadata.name=${res.name}` } : {}),
  };
  const items: WatchedItems = new Map();
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let version = '';
  let queue: { type: string; object: K8sResourceCommon }[] = [];
  let refused: unknown;
  // As the console's reducer: an error never changes `loaded` (a list that never loaded stays unloaded).
  let loadedOnce = false;
  const publish = () => {
    loadedOnce = true;
    const all = [...items.values()];
    // The console's reducer says "no error" with '' (`loadError: ''`), never undefined.
    update([res.isList ? all : (all[0] ?? {}), true, '']);
  };
  const flush = () => {
    timer = undefined;
    for (const { type, object } of queue) applyWatchEvent(items, type, object);
    queue = [];
    publish();
  };
  // As the console: a list is read in pages of 250; the first page makes it loaded (and
  // replaces what was there), each next page is added as it comes, and the watch starts
  // from the last page's resourceVersion.
  const list = async () => {
    let token = '';
    do {
      const answer = (await consoleFetchJSON(
        resourceURL(model, {
          queryParams: {
            ...(res.isList ? { limit: PAGE } : {}),
            ...queryParams,
            ...(token ? { continue: token } : {}),
          },
        }),
        'GET',
        res.partialMetadata ? { headers: { Accept: METADATA_ONLY } } : {},
      )) as { metadata?: { resourceVersion?: string; continue?: string }; items?: K8sResourceCommon[] };
      if (closed) return;
      if (!token) items.clear();
      for (const item of answer.items ?? []) items.set(keyOf(item), item);
      version = answer.metadata?.resourceVersion ?? '';
      token = answer.metadata?.continue ?? '';
      publish();
    } while (token);
  };
  const fail = (error: unknown) => {
    if (closed) return;
    const all = [...items.values()];
    update([res.isList ? all : (all[0] ?? {}), loadedOnce, error]);
    // The console keeps trying: a list that failed is asked again.
    setTimeout(() => void list().then(watch, fail), 5000);
  };
  const watch = () => {
    if (closed) return;
    const url = resourceURL(model, { queryParams: { ...queryParams, watch: 'true', resourceVersion: version } });
    // As the console: whom it impersonates travels as a subprotocol (a websocket has no headers).
    socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${url}`, [
      ...(impersonation()?.subprotocols ?? []),
    ]);
    socket.onmessage = (message) => {
      const event = JSON.parse(String(message.data)) as { type: string; object: K8sResourceCommon & { code?: number } };
      if (event.type === 'ERROR') {
        // 410 Gone: the history no longer reaches back to our version; list again. Any other
        // refusal (the API server failing) is reported, and the list asked for again.
        version = '';
        if (event.object.code !== 410) refused = event.object;
        socket?.close();
        return;
      }
      version = event.object.metadata?.resourceVersion ?? version;
      if (event.type === 'BOOKMARK') return;
      queue.push(event);
      timer ??= setTimeout(flush, FLUSH_MS);
    };
    socket.onclose = () => {
      if (closed) return;
      if (refused) {
        const error = refused;
        refused = undefined;
        return fail(
          new HttpError(
            String((error as { message?: string }).message ?? 'watch failed'),
            (error as { code?: number }).code,
          ),
        );
      }
      setTimeout(() => void (version ? Promise.resolve() : list()).then(watch, fail), 1000);
    };
  };
  list().then(watch, fail);
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    socket?.close();
  };
}

/** What the console's hook returns before its store has the watch: empty data, not loaded. */
const notStarted = (resource: WatchK8sResource): State => [resource.isList ? [] : {}, false, undefined];
/** What it returns once the watch is started and not loaded yet (the reducer's first state). */
const started = (resource: WatchK8sResource): State => [resource.isList ? [] : {}, false, ''];
/** The console's answer for a kind it has no model of: empty data, loaded, NoModelError. */
const noModel = (resource: WatchK8sResource): State => [resource.isList ? [] : {}, true, new NoModelError()];
/** The console's answer for no resource: nothing, loaded, no error. */
const NO_RESOURCE: State = [undefined, true, undefined];

export const useK8sWatchResource = ((resource: WatchK8sResource | null) => {
  const key = resource ? JSON.stringify(resource) : '';
  const [state, setState] = useState<State>(() =>
    resource
      ? (watches.get(key)?.state ?? (unserved(resource) ? noModel(resource) : notStarted(resource)))
      : NO_RESOURCE,
  );
  useEffect(() => {
    if (!key) {
      setState(NO_RESOURCE);
      return undefined;
    }
    const asked = JSON.parse(key) as WatchK8sResource;
    if (unserved(asked)) {
      setState(noModel(asked));
      return undefined;
    }
    let shared = watches.get(key);
    if (!shared) {
      const created: SharedWatch = {
        state: started(asked),
        subscribers: new Set(),
      };
      watches.set(key, created);
      created.stop = startWatch(asked, (next) => {
        created.state = next;
        for (const subscriber of created.subscribers) subscriber(next);
      });
      shared = created;
    }
    const watch = shared;
    watch.subscribers.add(setState);
    setState(watch.state);
    return () => {
      watch.subscribers.delete(setState);
      if (watch.subscribers.size === 0) {
        watch.stop?.();
        watches.delete(key);
      }
    };
  }, [key]);
  return state;
}) as unknown as typeof SdkUseK8sWatchResource;
