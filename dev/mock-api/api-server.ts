import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Fault, Faults } from './faults';
import { ClientGoneError, readBody, readJson, sendJson } from './http-util';
import { decodeAccessReview } from './protobuf-access-review';
import { userFromImpersonation, type DemoUser } from './identity';
import { handleKube, isTarget, resolveResourcePath, type KubeResponse } from './kube-api';
import { isAllowed, USER_NAMES } from './identity';
import { forbidden } from './status';
import { isWatch, serveWatch } from './watch';
import { publishRelease, type PublishOptions } from './publish-release';
import { RequestLog } from './request-log';
import type { RenderController } from './render-controller';
import type { RolloutController } from './rollout-controller';
import type { BuildController } from './build-controller';
import type { ObjectStore } from './store';
import type { DemoClock } from './demo-clock';
import { ALERTMANAGER_PROXY_PATH, THANOS_PROXY_PATH, type DemoAlerts } from './monitoring/rules-api';

export interface DemoCluster {
  readonly store: ObjectStore;
  readonly controller: RolloutController;
  /** The simulated machine-os-builder (image-mode pools). */
  readonly builds: BuildController;
  /** Renders pools anew when a MachineConfig (a pin) changes what they take. */
  readonly render: RenderController;
  readonly log: RequestLog;
  readonly faults: Faults;
  /** The time maintenance windows go by, movable forward (`/_demo/clock`). */
  readonly clock: DemoClock;
  /** Alerts a test makes fire (`/_demo/alerts`), beside those the demo's rules give. */
  readonly alerts: DemoAlerts;
  /**
   * Puts the cluster back as it was seeded (tests start from a known state), or seeds the one
   * `cluster` names (`default`, or `os-streams`: the 5.0-style cluster); the next reset
   * without a name goes back to the first. Throws when the demo cannot seed it.
   */
  readonly reset: (cluster?: string) => void;
  readonly initialStepMs: number;
  /** What `/_demo/publish` needs: the demo's images, and where to push them. */
  readonly publish: PublishOptions;
  /** How often watches that ask for bookmarks get one. */
  readonly bookmarkMs?: number;
  /** When set, every API request is recorded here, reads too (the RBAC test reads it). */
  trace?: { method: string; path: string; watch: boolean; userAgent: string; authorizerOnly?: true }[];
  /** The last reads (GETs, watches too), for specs that prove what was not asked for. */
  readonly reads: ReadEntry[];
}

export interface ReadEntry {
  readonly path: string;
  readonly query: string;
  readonly watch: boolean;
  readonly accept: string;
}
const READS_KEPT = 2000;

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
    accept: req.headers.accept,
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
  if (path === '/_demo/reads' && req.method === 'GET') return { status: 200, body: cluster.reads };
  if (path === '/_demo/reads' && req.method === 'DELETE') {
    cluster.reads.length = 0;
    return { status: 200, body: [] };
  }
  if (path === '/_demo/requests' && req.method === 'DELETE') {
    cluster.log.clear();
    return { status: 200, body: {} };
  }
  if (path === '/_demo/publish' && req.method === 'POST') {
    const { release } = await readJson<{ release?: string }>(req);
    try {
      const published = await publishRelease(cluster.store, cluster.render, cluster.publish, release);
      await cluster.controller.observe();
      return { status: 200, body: published };
    } catch (error) {
      return { status: 409, body: { message: (error as Error).message } };
    }
  }
  if (path === '/_demo/faults' && req.method === 'POST') {
    cluster.faults.add(await readJson<Fault>(req));
    return { status: 200, body: cluster.faults.list() };
  }
  if (path === '/_demo/faults' && req.method === 'DELETE') {
    cluster.faults.clear();
    return { status: 200, body: [] };
  }
  if (path === '/_demo/alerts' && req.method === 'POST') {
    try {
      cluster.alerts.add((await readJson<{ alerts?: [] }>(req)).alerts ?? []);
    } catch (error) {
      return { status: 400, body: { message: (error as Error).message } };
    }
    return { status: 200, body: {} };
  }
  if (path === '/_demo/silences' && req.method === 'POST') {
    try {
      cluster.alerts.silence(await readJson(req));
    } catch (error) {
      return { status: 400, body: { message: (error as Error).message } };
    }
    return { status: 200, body: {} };
  }
  if (path === '/_demo/alerts' && req.method === 'DELETE') {
    cluster.alerts.clear();
    return { status: 200, body: {} };
  }
  if (path === '/_demo/reset' && req.method === 'POST') {
    const { cluster: seed } = await readJson<{ cluster?: string }>(req);
    // The clock first: the seed's machines are made at the time the specs then go by.
    cluster.clock.reset();
    try {
      cluster.reset(seed);
    } catch (error) {
      return { status: 409, body: { message: (error as Error).message } };
    }
    cluster.controller.setStepMs(cluster.initialStepMs);
    cluster.builds.setStepMs(cluster.initialStepMs);
    cluster.log.clear();
    cluster.reads.length = 0;
    cluster.faults.clear();
    cluster.alerts.clear();
    return { status: 200, body: {} };
  }
  if (path === '/_demo/clock' && req.method === 'GET') return { status: 200, body: cluster.clock.toJSON() };
  if (path === '/_demo/clock' && req.method === 'POST') {
    const { advanceSeconds } = await readJson<{ advanceSeconds?: number }>(req);
    try {
      cluster.clock.advance((advanceSeconds ?? Number.NaN) * 1000);
    } catch (error) {
      return { status: 400, body: { message: (error as Error).message } };
    }
    return { status: 200, body: cluster.clock.toJSON() };
  }
  if (path === '/_demo/controller' && req.method === 'POST') {
    const { stepMs } = await readJson<{ stepMs: number }>(req);
    cluster.controller.setStepMs(stepMs);
    cluster.builds.setStepMs(stepMs);
    return { status: 200, body: { stepMs } };
  }
  if (path === '/_demo/restart-watches' && req.method === 'POST') {
    cluster.store.restartWatches();
    return { status: 200, body: {} };
  }
  if (path === '/_demo/builds' && req.method === 'GET') return { status: 200, body: cluster.builds.list() };
  if (path === '/_demo/tick' && req.method === 'POST') {
    // Finished builds land first: a pool whose build just succeeded can start in this step.
    cluster.builds.tick();
    await cluster.controller.tick();
    return { status: 200, body: {} };
  }
  return { status: 404, body: { message: `no demo endpoint ${req.method} ${path}` } };
}

/** Answers a request as the fault says: delayed, failed with a Status, or dropped. */
async function injectFault(
  cluster: DemoCluster,
  fault: Fault,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  user: DemoUser,
) {
  if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
  if (fault.hold) await cluster.faults.released();
  let applied;
  try {
    applied =
      fault.afterApply || (fault.status === undefined && !fault.drop)
        ? await serveKube(cluster, req, path, user, 'api')
        : undefined;
  } catch (error) {
    if (!(error instanceof ClientGoneError)) throw error;
    // As nginx logs it: the client closed the request; nothing was applied.
    cluster.log.add({ door: 'api', method: req.method ?? '', path, user, status: 499, body: error.message });
    return;
  }
  if (fault.drop) return res.destroy();
  if (fault.status === undefined && applied) return sendJson(res, applied.status, applied.body, applied.bytes);
  const status = fault.status ?? 500;
  if (!applied && req.method !== 'GET')
    cluster.log.add({ door: 'api', method: req.method ?? '', path, user, status, body: '(fault injected)' });
  sendJson(res, status, {
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    code: status,
    reason: status >= 500 ? 'InternalError' : 'Injected',
    message: fault.message ?? `injected fault: ${status}`,
  });
}

/** The cluster's Prometheus and Alertmanager as the service proxy reaches them: what answers `path`, if anything. */
function monitoringAnswer(cluster: DemoCluster, path: string): (() => unknown) | undefined {
  if (path === `${THANOS_PROXY_PATH}/api/v1/rules`) return () => cluster.alerts.rules(cluster.store);
  if (path === `${ALERTMANAGER_PROXY_PATH}/api/v2/silences`) return () => cluster.alerts.silences();
  return undefined;
}

/** The demo cluster's API server, for kubectl: no CSRF, identity from impersonation. */
export function createApiServer(cluster: DemoCluster): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const user = userFromImpersonation(req.headers['impersonate-user'] as string | undefined);
    if (!path.startsWith('/_demo/')) {
      const fault = cluster.faults.take(req.method ?? 'GET', path);
      if (fault) return void injectFault(cluster, fault, req, res, path, user);
    }
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    if (!path.startsWith('/_demo/') && req.method === 'GET') {
      cluster.reads.push({ path, query: query.toString(), watch: isWatch(query), accept: req.headers.accept ?? '' });
      if (cluster.reads.length > READS_KEPT) cluster.reads.shift();
    }
    if (!path.startsWith('/_demo/'))
      cluster.trace?.push({
        method: req.method ?? 'GET',
        path,
        watch: isWatch(query),
        userAgent: req.headers['user-agent'] ?? '',
      });
    if (req.method === 'GET' && isWatch(query)) {
      const target = resolveResourcePath(path);
      if (target && isTarget(target)) {
        if (!isAllowed(user, 'watch'))
          return sendJson(
            res,
            403,
            forbidden(USER_NAMES[user], 'watch', target.type.plural, target.type.group).toStatus(),
          );
        return serveWatch(
          cluster.store,
          { type: target.type, namespace: target.namespace, query, accept: req.headers.accept },
          res,
          {
            bookmarkMs: cluster.bookmarkMs,
          },
        );
      }
    }
    // Decoded as the API server's mux reads it: clients escape the service name's colons and the path's slashes.
    const monitoring = req.method === 'GET' ? monitoringAnswer(cluster, decodeURIComponent(path)) : undefined;
    if (monitoring !== undefined)
      // The service proxy needs services/proxy in openshift-monitoring: the viewer has no such right.
      return user === 'viewer'
        ? sendJson(res, 403, forbidden(USER_NAMES[user], 'get', 'services/proxy', '').toStatus())
        : sendJson(res, 200, monitoring());
    const handler = path.startsWith('/_demo/')
      ? serveDemo(cluster, req, path)
      : serveKube(cluster, req, path, user, 'api');
    handler.then(
      (r: KubeResponse) => {
        for (const check of r.authorized ?? [])
          cluster.trace?.push({
            method: 'GET',
            path: check.path,
            watch: false,
            userAgent: req.headers['user-agent'] ?? '',
            authorizerOnly: true,
          });
        sendJson(res, r.status, r.body, r.bytes);
      },
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
