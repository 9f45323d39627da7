import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readBody, sendJson } from './http-util';
import { decodeAccessReview } from './protobuf-access-review';
import { userFromImpersonation, type DemoUser } from './identity';
import { handleKube } from './kube-api';
import { publishRelease } from './publish-release';
import { RequestLog } from './request-log';
import type { RolloutController } from './rollout-controller';
import type { ObjectStore } from './store';

export interface DemoCluster {
  readonly store: ObjectStore;
  readonly controller: RolloutController;
  readonly log: RequestLog;
  /** Puts the cluster back as it was seeded (tests start from a known state). */
  readonly reset: () => void;
}

/**
 * Answers one Kubernetes request for `user`, logging changes. Used by both doors: the API
 * server itself, and the console backend's proxy.
 */
export async function serveKube(
  cluster: DemoCluster,
  req: IncomingMessage,
  path: string,
  user: DemoUser,
  door: 'api' | 'console',
) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const raw = req.method === 'GET' ? Buffer.alloc(0) : await readBody(req);
  let contentType = req.headers['content-type'] ?? 'application/json';
  let body = raw.toString('utf8');
  if (contentType.includes('protobuf') && path.endsWith('/selfsubjectaccessreviews')) {
    body = JSON.stringify(decodeAccessReview(raw));
    contentType = 'application/json';
  }
  const response = handleKube(cluster.store, {
    method: req.method ?? 'GET',
    path,
    query: url.searchParams,
    contentType,
    body,
    user,
  });
  if (req.method !== 'GET')
    cluster.log.add({ door, method: req.method ?? '', path, user, status: response.status, body });
  return response;
}

/** Demo-only endpoints under `/_demo/`: publish a release, read the request log. */
async function serveDemo(cluster: DemoCluster, req: IncomingMessage, path: string) {
  if (path === '/_demo/requests' && req.method === 'GET') return { status: 200, body: cluster.log.list() };
  if (path === '/_demo/requests' && req.method === 'DELETE') {
    cluster.log.clear();
    return { status: 200, body: {} };
  }
  if (path === '/_demo/publish' && req.method === 'POST') {
    const text = (await readBody(req)).toString('utf8');
    const { release } = (text ? JSON.parse(text) : {}) as { release?: string };
    try {
      return { status: 200, body: publishRelease(cluster.store, release) };
    } catch (error) {
      return { status: 409, body: { message: (error as Error).message } };
    }
  }
  if (path === '/_demo/reset' && req.method === 'POST') {
    cluster.reset();
    cluster.log.clear();
    return { status: 200, body: {} };
  }
  if (path === '/_demo/tick' && req.method === 'POST') {
    cluster.controller.tick();
    return { status: 200, body: {} };
  }
  return { status: 404, body: { message: `no demo endpoint ${req.method} ${path}` } };
}

/** The demo cluster's API server, for kubectl: no CSRF, identity from impersonation. */
export function createApiServer(cluster: DemoCluster): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const user = userFromImpersonation(req.headers['impersonate-user'] as string | undefined);
    const handler = path.startsWith('/_demo/')
      ? serveDemo(cluster, req, path)
      : serveKube(cluster, req, path, user, 'api');
    handler.then(
      (r) => sendJson(res, r.status, r.body),
      (error: unknown) =>
        sendJson(res, 500, {
          kind: 'Status',
          apiVersion: 'v1',
          status: 'Failure',
          code: 500,
          reason: 'InternalError',
          message: String(error),
        }),
    );
  });
}
