import { NS, type DiffRequest } from './requests';

/**
 * The watches the differential test opens on the demo's API server and on kube-apiserver alike:
 * from a list's resourceVersion (so that each side replays the same writes whatever their
 * timing), through label and field selectors, from a version too old, and the initial events
 * with the bookmark that ends them. Each says when enough events have come and what of them is
 * compared (never resourceVersions or uids, which the two servers number apart).
 */
export interface WatchCase {
  readonly name: string;
  /** The list whose resourceVersion the watch starts from (none: `start` sets its own). */
  readonly list?: string;
  /** Writes made after the list and before the watch: the watch replays them. */
  readonly writes?: readonly DiffRequest[];
  readonly path: (resourceVersion: string) => string;
  readonly enough: (events: readonly unknown[]) => boolean;
}

const CMS = `/api/v1/namespaces/${NS}/configmaps`;
const MERGE = 'application/merge-patch+json';

interface Event {
  type?: string;
  object?: {
    kind?: string;
    code?: number;
    reason?: string;
    metadata?: { name?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
    data?: Record<string, string>;
  };
}

/** What of a watch's events is compared: type, kind and name, labels and data; a refusal's code and reason. */
export const eventsSeen = (events: readonly unknown[]) =>
  events.map((e) => {
    if (typeof e !== 'object' || e === null) return { text: String(e) };
    const { type, object: o } = e as Event;
    return type === 'ERROR' || o?.kind === 'Status'
      ? { type, code: o?.code, reason: o?.reason }
      : {
          type,
          kind: o?.kind,
          name: o?.metadata?.name,
          labels: o?.metadata?.labels,
          data: o?.data,
          initialEventsEnd: o?.metadata?.annotations?.['k8s.io/initial-events-end'],
        };
  });

const configMap = (name: string, labels: Record<string, string>, data: Record<string, string> = { k: '1' }) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace: NS, labels },
  data,
});

const count = (n: number) => (events: readonly unknown[]) => events.length >= n;

export const WATCHES: readonly WatchCase[] = [
  {
    name: 'from a list’s resourceVersion: added, modified, deleted, in order',
    list: `${CMS}?labelSelector=watch%3Done`,
    writes: [
      { name: 'create', method: 'POST', path: CMS, body: configMap('cm-w1', { watch: 'one' }) },
      { name: 'modify', method: 'PATCH', path: `${CMS}/cm-w1`, body: { data: { k: '2' } }, contentType: MERGE },
      { name: 'delete', method: 'DELETE', path: `${CMS}/cm-w1` },
    ],
    path: (rv) => `${CMS}?watch=1&resourceVersion=${rv}&labelSelector=watch%3Done`,
    enough: count(3),
  },
  {
    name: 'an object whose labels leave the selector is deleted from the watch',
    list: `${CMS}?labelSelector=watch%3Dtwo`,
    writes: [
      { name: 'create', method: 'POST', path: CMS, body: configMap('cm-w2', { watch: 'two' }) },
      {
        name: 'relabel',
        method: 'PATCH',
        path: `${CMS}/cm-w2`,
        body: { metadata: { labels: { watch: 'gone' } } },
        contentType: MERGE,
      },
    ],
    path: (rv) => `${CMS}?watch=1&resourceVersion=${rv}&labelSelector=watch%3Dtwo`,
    enough: count(2),
  },
  {
    // The other object is written first: a watch that lets it through shows it as its first event.
    name: 'a field selector lets through only the object it names',
    list: CMS,
    writes: [
      { name: 'other', method: 'POST', path: CMS, body: configMap('cm-w4', { watch: 'three' }) },
      { name: 'named', method: 'POST', path: CMS, body: configMap('cm-w3', { watch: 'three' }) },
    ],
    path: (rv) => `${CMS}?watch=1&resourceVersion=${rv}&fieldSelector=metadata.name%3Dcm-w3`,
    enough: count(1),
  },
  {
    name: 'from a resourceVersion too old',
    path: () => `${CMS}?watch=1&resourceVersion=1`,
    enough: count(1),
  },
  {
    name: 'the initial events, then the bookmark that ends them',
    path: () =>
      `${CMS}?watch=1&sendInitialEvents=true&resourceVersionMatch=NotOlderThan&allowWatchBookmarks=true&labelSelector=app%3Da`,
    enough: (events) => events.some((e) => (e as Event).type === 'BOOKMARK'),
  },
];

/**
 * Where the demo answers a watch otherwise, and why that stays (docs/development.md lists them):
 * a watch from resourceVersion 1 on a young kube-apiserver is served by its watch cache, which
 * replays from its first list (etcd compacted or not); the demo keeps its last 5,000 changes and
 * answers 410 Expired, as kube-apiserver does once its cache no longer reaches back. A client
 * must take both: the informers relist on a 410.
 */
export const ACCEPTED_WATCH_DIFFERENCES: ReadonlySet<string> = new Set(['from a resourceVersion too old']);
