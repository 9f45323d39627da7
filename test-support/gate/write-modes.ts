import { compare } from 'fast-json-patch';
import type { KubeAnswer, KubeClient } from '../kube/kube-client';
import type { GateObject } from './gate-policy-cases';

/** Every way a client can change an object on kube-apiserver. */
export const WRITE_MODES = ['json-patch', 'merge-patch', 'strategic-merge', 'put', 'apply'] as const;
export type WriteMode = (typeof WRITE_MODES)[number];

const FIELD_MANAGER = 'gate-case';

/** The object's path on the API server. */
export function pathOf(o: GateObject, subresource?: 'status'): string {
  const base =
    o.kind === 'Node'
      ? `/api/v1/nodes/${o.metadata.name}`
      : `/apis/machineconfiguration.openshift.io/v1/machineconfigpools/${o.metadata.name}`;
  return subresource ? `${base}/${subresource}` : base;
}

const collectionOf = (o: GateObject) => pathOf(o).replace(/\/[^/]+$/, '');

/** Creates `o` so that `mode` can later change every field of it (server-side apply owns what it created). */
export async function createFor(client: KubeClient, mode: WriteMode, o: GateObject): Promise<void> {
  if (mode === 'apply') {
    await client.ok(
      'PATCH',
      `${pathOf(o)}?fieldManager=${FIELD_MANAGER}&force=true`,
      o,
      'application/apply-patch+yaml',
    );
    if (o.status)
      await client.ok(
        'PATCH',
        `${pathOf(o, 'status')}?fieldManager=${FIELD_MANAGER}&force=true`,
        o,
        'application/apply-patch+yaml',
      );
    return;
  }
  await client.ok('POST', collectionOf(o), o);
  if (o.status) await client.ok('PUT', pathOf(o, 'status'), await withVersion(client, o));
}

/** Changes `before` into `after` as `mode` sends it; `query` is added to the request (e.g. dryRun=All). */
export async function write(
  client: KubeClient,
  mode: WriteMode,
  before: GateObject,
  after: GateObject,
  subresource?: 'status',
  query = '',
): Promise<KubeAnswer> {
  const path = pathOf(after, subresource);
  const q = (extra: string) => `${path}?${[extra, query].filter(Boolean).join('&')}`;
  switch (mode) {
    case 'json-patch':
      return client.raw('PATCH', q(''), compare(before, after), 'application/json-patch+json');
    case 'merge-patch':
      return client.raw('PATCH', q(''), mergePatch(before, after), 'application/merge-patch+json');
    case 'strategic-merge':
      return client.raw('PATCH', q(''), mergePatch(before, after), 'application/strategic-merge-patch+json');
    case 'put': {
      const current = await withVersion(client, after);
      return client.raw('PUT', q(''), current);
    }
    case 'apply':
      return client.raw('PATCH', q(`fieldManager=${FIELD_MANAGER}&force=true`), after, 'application/apply-patch+yaml');
  }
}

/** `o` with the stored object's resourceVersion, for a PUT. */
async function withVersion(client: KubeClient, o: GateObject): Promise<GateObject> {
  const stored = await client.ok<{ metadata: { resourceVersion: string } }>('GET', pathOf(o));
  return {
    ...o,
    metadata: { ...o.metadata, resourceVersion: stored.metadata.resourceVersion } as GateObject['metadata'],
  };
}

/** RFC 7386: what turns `from` into `to` (a removed field as null). */
export function mergePatch(from: unknown, to: unknown): unknown {
  if (!isObject(from) || !isObject(to)) return to;
  const patch: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (!(key in to) || to[key] === undefined) {
      if (key in from && from[key] !== undefined) patch[key] = null;
    } else if (JSON.stringify(from[key]) !== JSON.stringify(to[key])) patch[key] = mergePatch(from[key], to[key]);
  }
  return patch;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
