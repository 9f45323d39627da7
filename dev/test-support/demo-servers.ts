import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createConsoleBackend, type BackendOptions } from '../console-shell/backend';
import { createApiServer, type DemoCluster } from '../mock-api/api-server';
import { ALERTMANAGER_PROXY_PATH, THANOS_PROXY_PATH } from '../mock-api/monitoring/rules-api';
import { createCluster, type ClusterOptions } from '../mock-api/cluster';
import { buildDemoImages, type DemoImages } from '../mock-api/demo-images';

let demoImages: Promise<DemoImages> | undefined;
/** The demo's OS images, built once per test process. */
export const sharedDemoImages = () => (demoImages ??= buildDemoImages({ streams: true }));

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

export interface DemoServers {
  readonly cluster: DemoCluster;
  readonly apiUrl: string;
  readonly consoleUrl: string;
  close(): Promise<void>;
}

/** A demo cluster and a console backend on free loopback ports, for one test file. */
export async function startDemoServers(
  options: {
    stepMs?: number;
    clusterDir?: string;
    bookmarkMs?: number;
    backend?: Partial<BackendOptions>;
    registry?: ClusterOptions['registry'];
    osStreams?: boolean;
  } = {},
): Promise<DemoServers> {
  const cluster = createCluster({
    stepMs: options.stepMs ?? 20,
    clusterDir: options.clusterDir,
    bookmarkMs: options.bookmarkMs,
    images: await sharedDemoImages(),
    registry: options.registry,
    osStreams: options.osStreams,
  });
  const api = createApiServer(cluster);
  const apiUrl = await listen(api);
  const backend = createConsoleBackend({
    shellDir: '/nonexistent',
    plugin: { dir: '/nonexistent' },
    apiUrl: `${apiUrl}/`,
    prometheusUrl: `${apiUrl}${THANOS_PROXY_PATH}`,
    alertmanagerUrl: `${apiUrl}${ALERTMANAGER_PROXY_PATH}`,
    ...options.backend,
  });
  const consoleUrl = await listen(backend);
  return {
    cluster,
    apiUrl,
    consoleUrl,
    close: async () => {
      cluster.controller.stop();
      await Promise.all([new Promise((r) => api.close(r)), new Promise((r) => backend.close(r))]);
    },
  };
}

/** Polls `check` until it returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
