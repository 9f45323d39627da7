import type { KubeClient } from '../../test-support/kube/kube-client';
import { statusOf } from '../../test-support/kube/kube-client';

/** An object as the demo's data holds it: what a cluster would store, status included. */
export interface SeedObject {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: { name: string; namespace?: string; [k: string]: unknown };
  readonly status?: unknown;
  readonly [k: string]: unknown;
}

/** An object the server took, and where it keeps it. */
export interface SeededObject {
  readonly object: SeedObject;
  readonly path: string;
}

/** Where the real server serves a kind (its discovery), and whether it keeps status apart. */
interface Served {
  readonly plural: string;
  readonly namespaced: boolean;
  readonly statusSubresource: boolean;
}

interface DiscoveryList {
  resources: { name: string; kind: string; namespaced: boolean }[];
}

const groupVersionPath = (apiVersion: string) =>
  apiVersion.includes('/') ? `/apis/${apiVersion}` : `/api/${apiVersion}`;

/** The kinds of each apiVersion the objects use, as the server's discovery documents them. */
async function discover(client: KubeClient, apiVersions: ReadonlySet<string>): Promise<Map<string, Served>> {
  const served = new Map<string, Served>();
  for (const apiVersion of apiVersions) {
    const answer = await client.raw('GET', groupVersionPath(apiVersion));
    if (answer.status === 404) continue; // no kind of it is served: said per object below
    if (answer.status !== 200)
      throw new Error(`discovery of ${apiVersion}: ${answer.status} ${statusOf(answer).message}`);
    const { resources } = answer.body as DiscoveryList;
    const names = new Set(resources.map((r) => r.name));
    for (const r of resources.filter((x) => !x.name.includes('/')))
      served.set(`${apiVersion} ${r.kind}`, {
        plural: r.name,
        namespaced: r.namespaced,
        statusSubresource: names.has(`${r.name}/status`),
      });
  }
  return served;
}

/** The collection path of an object, or a message saying why the server cannot hold it. */
function collectionOf(object: SeedObject, served: Map<string, Served>): { path: string; type: Served } | string {
  const type = served.get(`${object.apiVersion} ${object.kind}`);
  const name = `${object.kind} ${object.metadata.namespace ? `${object.metadata.namespace}/` : ''}${object.metadata.name}`;
  if (!type) return `${name}: the server does not serve ${object.apiVersion} ${object.kind}`;
  if (type.namespaced !== Boolean(object.metadata.namespace))
    return `${name}: ${object.kind} is ${type.namespaced ? 'namespaced' : 'cluster-scoped'} on the server`;
  const ns = type.namespaced ? `/namespaces/${object.metadata.namespace}` : '';
  return { path: `${groupVersionPath(object.apiVersion)}${ns}/${type.plural}`, type };
}

/** What the server sets itself: an object written as a client writes it carries none of it. */
function asWritten(object: SeedObject): SeedObject {
  const {
    resourceVersion: _rv,
    uid: _uid,
    creationTimestamp: _ct,
    generation: _g,
    managedFields: _mf,
    ...metadata
  } = object.metadata as Record<string, unknown> & SeedObject['metadata'];
  return { ...object, metadata };
}

/**
 * Creates the objects on a real API server as a cluster would hold them: namespaces first, each
 * object by the path the server's discovery gives, and the status of a kind that keeps it apart
 * (a status subresource drops it on create) written to `/status` after. Every refusal is
 * collected and thrown together, each naming its object and the server's message.
 */
export async function seedObjects(client: KubeClient, objects: readonly SeedObject[]): Promise<SeededObject[]> {
  const served = await discover(client, new Set(objects.map((o) => o.apiVersion)));
  const ordered = [...objects].sort((a, b) => Number(b.kind === 'Namespace') - Number(a.kind === 'Namespace'));
  const refused: string[] = [];
  const seeded: SeededObject[] = [];
  for (const object of ordered) {
    const at = collectionOf(object, served);
    if (typeof at === 'string') {
      refused.push(at);
      continue;
    }
    const label = `${object.kind} ${object.metadata.name}`;
    const created = await client.raw('POST', at.path, asWritten(object));
    if (created.status === 409 && object.kind === 'Namespace') continue; // kube-apiserver made it itself
    if (created.status !== 201) {
      refused.push(`${label}: ${created.status} ${statusOf(created).message}`);
      continue;
    }
    seeded.push({ object, path: `${at.path}/${object.metadata.name}` });
    if (!at.type.statusSubresource || object.status === undefined) continue;
    const written = await client.raw(
      'PATCH',
      `${at.path}/${object.metadata.name}/status`,
      { status: object.status },
      'application/merge-patch+json',
    );
    if (written.status !== 200) refused.push(`${label} status: ${written.status} ${statusOf(written).message}`);
  }
  if (refused.length > 0)
    throw new Error(`the real API server refused ${refused.length} of the seed's objects:\n${refused.join('\n')}`);
  return seeded;
}

const SERVER_SET = new Set([
  'metadata.resourceVersion',
  'metadata.uid',
  'metadata.creationTimestamp',
  'metadata.generation',
  'metadata.managedFields',
]);

/**
 * Where what a server stored differs from what was sent: each path of `sent` that `stored`
 * lacks (a field its schema prunes) or holds another value at. What the server adds (defaults)
 * and the metadata it sets itself are not differences.
 */
export function lostOnTheWay(sent: unknown, stored: unknown, path = ''): string[] {
  if (SERVER_SET.has(path)) return [];
  if (Array.isArray(sent) && Array.isArray(stored))
    return sent.flatMap((item, i) =>
      i < stored.length ? lostOnTheWay(item, stored[i], `${path}[${i}]`) : [`${path}[${i}]: not stored`],
    );
  if (isObject(sent) && isObject(stored))
    return Object.entries(sent).flatMap(([key, value]) => {
      const at = path ? `${path}.${key}` : key;
      if (SERVER_SET.has(at)) return [];
      return key in stored ? lostOnTheWay(value, stored[key], at) : [`${at}: not stored`];
    });
  return JSON.stringify(sent) === JSON.stringify(stored)
    ? []
    : [`${path}: ${JSON.stringify(sent)} stored as ${JSON.stringify(stored)}`];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
