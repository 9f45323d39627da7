import type { ServerResponse } from 'node:http';
import { apiVersionOf, type ResourceType } from './resource-types';
import { selectObjects } from './selectors';
import { asTable, wantsTable } from './table';
import { partialObjectMetadata, wantsMetadataOnly } from './partial-metadata';
import { objectBytes } from './json-text';

const NEWLINE_END = Buffer.from('}\n');
import type { KubeObject, ObjectStore, StoreEvent } from './store';

export interface WatchRequest {
  readonly type: ResourceType;
  readonly namespace?: string;
  readonly query: URLSearchParams;
  /** kubectl watches for a Table too: each event then carries a one-row Table. */
  readonly accept?: string;
}

export interface WatchOptions {
  /** How often a watch that asked for bookmarks gets one (the API server: about a minute). */
  readonly bookmarkMs?: number;
}

export const isWatch = (query: URLSearchParams): boolean => ['true', '1'].includes(query.get('watch') ?? '');

const atVersion = (object: KubeObject, resourceVersion: string | undefined): KubeObject => ({
  ...object,
  metadata: { ...object.metadata, resourceVersion },
});

const gone = (resourceVersion: string) => ({
  type: 'ERROR',
  object: {
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    message: `too old resource version: ${resourceVersion}`,
    reason: 'Expired',
    code: 410,
  },
});

/**
 * A watch as the API server serves it: newline-delimited JSON events over a chunked 200.
 * Without a resourceVersion (or "0") it starts with the current objects as ADDED; with one
 * it replays the changes after it, or answers 410 Gone (an ERROR event) when the history no
 * longer reaches back that far, as etcd's compaction does; BOOKMARKs when asked for them;
 * `timeoutSeconds` ends it.
 */
export function serveWatch(store: ObjectStore, req: WatchRequest, res: ServerResponse, options: WatchOptions = {}) {
  const { type, namespace, query } = req;
  const labelSelector = query.get('labelSelector');
  const fieldSelector = query.get('fieldSelector');
  const matches = (object: KubeObject) =>
    (!type.namespaced || namespace === undefined || object.metadata.namespace === namespace) &&
    selectObjects([object], labelSelector, fieldSelector, type.kind).length === 1;
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Transfer-Encoding': 'chunked',
  });
  // The client has its answer at once, before any event: a quiet watch is still a watch.
  res.flushHeaders();
  const send = (event: unknown) => res.write(`${JSON.stringify(event)}\n`);
  const resourceVersion = query.get('resourceVersion') ?? '';
  if (resourceVersion !== '' && resourceVersion !== '0' && Number(resourceVersion) < store.oldestResumable) {
    send(gone(resourceVersion));
    res.end();
    return;
  }
  const table = wantsTable(req.accept);
  const metadataOnly = wantsMetadataOnly(req.accept);
  const shape = (object: KubeObject) =>
    table
      ? asTable(type, [object], { resourceVersion: object.metadata.resourceVersion })
      : metadataOnly
        ? partialObjectMetadata(object)
        : object;
  const sendObject = (eventType: string, object: KubeObject) =>
    table
      ? send({ type: eventType, object: shape(object) })
      : res.write(
          Buffer.concat([
            Buffer.from(`{"type":"${eventType}","object":`),
            objectBytes(object, metadataOnly),
            NEWLINE_END,
          ]),
        );
  const bookmark = (annotations?: Record<string, string>) =>
    send({
      type: 'BOOKMARK',
      object: {
        kind: type.kind,
        apiVersion: apiVersionOf(type),
        metadata: { resourceVersion: store.resourceVersion, ...(annotations ? { annotations } : {}) },
      },
    });
  const forward = (event: StoreEvent) => {
    if (event.type !== type) return;
    const now = matches(event.object);
    const before = event.previous !== undefined && matches(event.previous);
    if (event.eventType !== 'MODIFIED' || event.previous === undefined) {
      if (now) sendObject(event.eventType, event.object);
    } else if (now) sendObject(before ? 'MODIFIED' : 'ADDED', event.object);
    // As kube-apiserver's watch cache (cacher.go, convertToWatchEvent): an object that leaves
    // the selection is DELETED from the watch, as it was, at the version of the change.
    else if (before) sendObject('DELETED', atVersion(event.previous, event.object.metadata.resourceVersion));
  };
  const initialEvents = query.get('sendInitialEvents') === 'true';
  if (resourceVersion === '' || resourceVersion === '0' || initialEvents) {
    for (const object of store.list(type, namespace)) if (matches(object)) sendObject('ADDED', object);
    // The watch list's end (KEP-3157): a bookmark that says the initial events are all sent.
    if (initialEvents) bookmark({ 'k8s.io/initial-events-end': 'true' });
  } else {
    for (const event of store.changesSince(Number(resourceVersion))) forward(event);
  }
  const unsubscribe = store.onChange(forward);
  const timers: NodeJS.Timeout[] = [];
  if (query.get('allowWatchBookmarks') === 'true') {
    timers.push(setInterval(() => bookmark(), options.bookmarkMs ?? 60_000));
  }
  const timeout = Number(query.get('timeoutSeconds'));
  const close = () => {
    unsubscribe();
    for (const t of timers) clearInterval(t);
    res.end();
  };
  if (timeout > 0) timers.push(setTimeout(close, timeout * 1000));
  const stopOnRestart = store.onWatchRestart(close);
  res.on('close', () => {
    stopOnRestart();
    close();
  });
}
