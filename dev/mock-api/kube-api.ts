import { apiGroupList, coreApiVersions, resourceList, versionInfo } from './discovery';
import { isAllowed, USER_NAMES, type DemoUser } from './identity';
import { applyPatch } from './patch';
import { openApiDocument, openApiIndex } from './openapi';
import { findType, apiVersionOf, servedByCrd, type ResourceType } from './resource-types';
import { selectObjects } from './selectors';
import { asTable, wantsTable } from './table';
import { partialObjectMetadata, partialObjectMetadataList, wantsMetadataOnly } from './partial-metadata';
import { listBytes } from './json-text';
import { dryRun } from './dry-run';
import { ApiError, badRequest, forbidden, invalid } from './status';
import { checkCreate, checkDeletePreconditions } from './write-checks';
import { checkDecodable } from './decode-checks';
import { streamAdmissionError } from './mco/os-streams';
import { BINDINGS, checkPolicyObject } from './admission/validating-admission';
import { paramRefCheck, type AuthorizerCheck } from './admission/param-ref-check';
import type { KubeObject, ObjectStore } from './store';

export interface KubeRequest {
  readonly method: string;
  /** The path below the API root, e.g. `/apis/machineconfiguration.openshift.io/v1/machineconfigpools`. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly contentType: string;
  /** The Accept header: kubectl asks for a Table to print columns. */
  readonly accept?: string;
  readonly body: string;
  readonly user: DemoUser;
}

export interface KubeResponse {
  readonly status: number;
  readonly body: unknown;
  /** The body as JSON bytes, when they are made faster than by serialising `body` (lists). */
  readonly bytes?: readonly Buffer[];
  /** What the authoriser was asked beyond the request itself (a binding's paramRef), for the RBAC trace. */
  readonly authorized?: readonly AuthorizerCheck[];
}

interface Target {
  readonly type: ResourceType;
  readonly namespace?: string;
  readonly name?: string;
  readonly subresource?: 'status';
}

/** Splits a resource path into its type, namespace, name and subresource. */
export function resolveResourcePath(path: string): Target | KubeResponse | undefined {
  const core = /^\/api\/(v1)(?:\/(.*))?$/.exec(path);
  const grouped = /^\/apis\/([^/]+)\/([^/]+)(?:\/(.*))?$/.exec(path);
  const [group, version, rest] = core
    ? ['', core[1] as string, core[2]]
    : grouped
      ? [grouped[1] as string, grouped[2] as string, grouped[3]]
      : [];
  if (version === undefined) return undefined;
  if (!rest) {
    const list = resourceList(group as string, version);
    return list ? { status: 200, body: list } : undefined;
  }
  let segments = rest.split('/').filter(Boolean);
  let namespace: string | undefined;
  if (segments[0] === 'namespaces' && segments.length >= 3) {
    namespace = segments[1];
    segments = segments.slice(2);
  }
  const [plural = '', name, subresource] = segments;
  const type = findType(group as string, version, plural);
  if (!type || segments.length > 3 || (subresource !== undefined && subresource !== 'status')) return undefined;
  return {
    type,
    namespace: type.namespaced ? namespace : undefined,
    name,
    subresource: subresource as 'status' | undefined,
  };
}

export const isTarget = (value: Target | KubeResponse): value is Target => 'type' in value;

const VERBS: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'update', PATCH: 'patch', DELETE: 'delete' };

function parseBody(body: string): KubeObject {
  try {
    return JSON.parse(body) as KubeObject;
  } catch (error) {
    throw badRequest(`the body of the request was in an unknown format: ${(error as Error).message}`);
  }
}

const keyOf = (o: KubeObject) => `${o.metadata.namespace ?? ''}/${o.metadata.name}`;

/**
 * `limit` and `continue`, as the API server pages a list: the token says at which
 * resourceVersion the list was first read and after which object the next page starts.
 * Every page tells the first page's resourceVersion, so that a watch from it sees whatever
 * changed while the pages were read (the API server serves a snapshot; the demo serves the
 * objects as they are now, which the watch then brings up to date). A token older than the
 * demo's history is 410 Gone, as once etcd has compacted it.
 */
function paginate(items: readonly KubeObject[], query: URLSearchParams, store: ObjectStore) {
  const limit = Number(query.get('limit') ?? 0);
  const token = query.get('continue');
  let resourceVersion = store.resourceVersion;
  let start = 0;
  if (token) {
    const text = Buffer.from(token, 'base64url').toString();
    const split = text.indexOf(':');
    const [rv, after] = [text.slice(0, split), text.slice(split + 1)];
    if (split < 0 || !(Number(rv) >= store.oldestResumable))
      throw new ApiError(
        410,
        'Expired',
        'The provided continue parameter is too old to display a consistent list result.',
      );
    resourceVersion = rv;
    start = items.findIndex((o) => keyOf(o) > after);
    if (start < 0) start = items.length;
  }
  if (!(limit > 0) && start === 0) return { page: items, listMeta: { resourceVersion } };
  const end = limit > 0 ? start + limit : items.length;
  const page = items.slice(start, end);
  const remaining = items.length - end;
  const last = page.at(-1);
  return {
    page,
    listMeta:
      remaining > 0 && last
        ? {
            resourceVersion,
            continue: Buffer.from(`${resourceVersion}:${keyOf(last)}`).toString('base64url'),
            remainingItemCount: remaining,
          }
        : { resourceVersion },
  };
}

/** SelfSubjectAccessReview, answered for the requesting user. */
function accessReview(req: KubeRequest): KubeResponse {
  const review = parseBody(req.body) as KubeObject & { spec?: { resourceAttributes?: { verb?: string } } };
  const verb = review.spec?.resourceAttributes?.verb ?? 'get';
  const allowed = isAllowed(req.user, verb);
  return {
    status: 201,
    body: {
      ...review,
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SelfSubjectAccessReview',
      status: {
        allowed,
        ...(allowed ? {} : { reason: `user "${USER_NAMES[req.user]}" is read-only in this demo cluster` }),
      },
    },
  };
}

/** A Kubernetes API server over the store, for the requests the plugin and kubectl make. */
export function handleKube(store: ObjectStore, req: KubeRequest): KubeResponse {
  try {
    // Like an API server without protobuf: 415 makes client-go fall back to JSON.
    if (req.body !== '' && /protobuf|cbor/.test(req.contentType)) {
      throw new ApiError(
        415,
        'UnsupportedMediaType',
        `the body of the request was in an unknown format - accepted media types include: application/json, application/yaml (got ${req.contentType})`,
      );
    }
    if (req.method === 'GET' && req.path === '/version') return { status: 200, body: versionInfo() };
    if (req.method === 'GET' && req.path === '/api') return { status: 200, body: coreApiVersions() };
    // kubectl apply validates against the OpenAPI documents.
    if (req.method === 'GET' && req.path === '/openapi/v3') return { status: 200, body: openApiIndex() };
    const openApi = req.method === 'GET' && req.path.startsWith('/openapi/v3/') ? openApiDocument(req.path) : undefined;
    if (openApi) return { status: 200, body: openApi };
    if (req.method === 'GET' && req.path === '/apis') return { status: 200, body: apiGroupList() };
    const resolved = resolveResourcePath(req.path);
    if (!resolved)
      throw new ApiError(
        404,
        'NotFound',
        `the server could not find the requested resource (${req.method} ${req.path})`,
      );
    if (!isTarget(resolved)) return resolved;
    const { type, namespace, name, subresource } = resolved;
    const verb = name === undefined && req.method === 'GET' ? 'list' : (VERBS[req.method] ?? 'unknown');
    if (type.kind === 'SelfSubjectAccessReview' && req.method === 'POST') return accessReview(req);
    if (!isAllowed(req.user, verb)) throw forbidden(USER_NAMES[req.user], verb, type.plural, type.group);

    if (req.method === 'GET' && name === undefined) {
      const items = selectObjects(
        store.list(type, namespace),
        req.query.get('labelSelector'),
        req.query.get('fieldSelector'),
        type.kind,
      );
      const { page, listMeta } = paginate(items, req.query, store);
      if (wantsTable(req.accept)) return { status: 200, body: asTable(type, page, listMeta) };
      const metadataOnly = wantsMetadataOnly(req.accept);
      const head = metadataOnly
        ? { apiVersion: 'meta.k8s.io/v1', kind: 'PartialObjectMetadataList', metadata: listMeta }
        : { apiVersion: apiVersionOf(type), kind: `${type.kind}List`, metadata: listMeta };
      return {
        status: 200,
        get body() {
          return metadataOnly ? partialObjectMetadataList(page, listMeta) : { ...head, items: page };
        },
        bytes: listBytes(head, page, metadataOnly),
      };
    }
    const isDryRun = req.query.get('dryRun') === 'All';
    const user = USER_NAMES[req.user];
    if (req.method === 'POST' && name === undefined) {
      const object = parseBody(req.body);
      checkDecodable(type, object);
      checkCreate(store, type, object, namespace ?? object.metadata?.namespace);
      admit(store, type, object);
      const authorized = authorizerChecks(store, type, object);
      if (isDryRun) return { status: 201, body: dryRun(store, type, object, user), authorized };
      return {
        status: 201,
        authorized,
        body: store.create(
          type,
          { ...object, metadata: { ...object.metadata, namespace: namespace ?? object.metadata?.namespace } },
          user,
        ),
      };
    }
    if (name === undefined)
      throw new ApiError(405, 'MethodNotAllowed', `${req.method} is not supported on a collection`);
    if (req.method === 'GET') {
      const object = store.get(type, namespace, name);
      if (wantsMetadataOnly(req.accept)) return { status: 200, body: partialObjectMetadata(object) };
      return { status: 200, body: wantsTable(req.accept) ? asTable(type, [object]) : object };
    }
    if (req.method === 'PUT') {
      const object = parseBody(req.body);
      checkDecodable(type, object);
      if (!subresource) admit(store, type, object);
      const authorized = authorizerChecks(store, type, object, namespace, name);
      if (isDryRun) return { status: 200, body: dryRun(store, type, object, user, { namespace, name }), authorized };
      return { status: 200, body: store.update(type, namespace, name, object, subresource, user), authorized };
    }
    if (req.method === 'PATCH') {
      const patched = applyPatch(() => store.get(type, namespace, name), req.contentType, req.body, servedByCrd(type));
      if (!subresource) admit(store, type, patched);
      const authorized = authorizerChecks(store, type, patched, namespace, name);
      if (isDryRun) return { status: 200, body: dryRun(store, type, patched, user, { namespace, name }), authorized };
      return { status: 200, body: store.update(type, namespace, name, patched, subresource, user), authorized };
    }
    if (req.method === 'DELETE') {
      // DeleteOptions' preconditions: delete only the object the client saw, as the API server does.
      const pre = req.body.trim()
        ? (parseBody(req.body) as { preconditions?: Record<string, string> }).preconditions
        : undefined;
      checkDeletePreconditions(type, store.get(type, namespace, name), pre);
      return { status: 200, body: store.delete(type, namespace, name) };
    }
    throw new ApiError(405, 'MethodNotAllowed', `${req.method} is not supported`);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.code, body: error.toStatus() };
    throw error;
  }
}

/**
 * What the authoriser is asked beyond the request itself (a binding's paramRef, at its create
 * or, for `name`, its update). Both demo users may get and list everything: recorded, never refused.
 */
function authorizerChecks(
  store: ObjectStore,
  type: ResourceType,
  object: KubeObject,
  namespace?: string,
  name?: string,
): AuthorizerCheck[] | undefined {
  if (type !== BINDINGS) return undefined;
  const check = paramRefCheck(store, object, name === undefined ? undefined : store.find(type, namespace, name));
  return check ? [check] : undefined;
}

/**
 * The demo's built-in admission (the ValidatingAdmissionPolicies in the store are the
 * store's own, for every writer): a policy or binding must be one the demo evaluates, and a
 * pool may name only a stream the cluster offers.
 */
function admit(store: ObjectStore, type: ResourceType, object: KubeObject): void {
  checkPolicyObject(type, object);
  if (type.kind !== 'MachineConfigPool') return;
  const denied = streamAdmissionError(store, object);
  if (denied) throw invalid(denied);
}
