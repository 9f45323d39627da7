import type { DemoServers } from '../dev/test-support/demo-servers';
import { labelSelectorQuery } from '../src/domain/preflight/preflight-objects';
import { readPreflight, type PreflightSource } from '../src/domain/preflight/read-preflight';

export interface ReviewReads {
  readonly requests: number;
  readonly kb: number;
  readonly ms: number;
}

/** Reads through the API server as the console's proxy passes them, counting requests and bytes. */
function counting(apiUrl: string) {
  const tally = { requests: 0, bytes: 0 };
  const get = async (path: string, query: Record<string, string> = {}) => {
    const url = new URL(path, apiUrl);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const response = await fetch(url);
    const text = await response.text();
    tally.requests++;
    tally.bytes += Buffer.byteLength(text);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`${url.pathname}: ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as { items?: unknown[] };
  };
  return { tally, get };
}

const measured = async (read: (get: ReturnType<typeof counting>['get']) => Promise<unknown>, apiUrl: string) => {
  const { tally, get } = counting(apiUrl);
  const start = performance.now();
  await read(get);
  return { requests: tally.requests, kb: Math.round(tally.bytes / 1024), ms: Math.round(performance.now() - start) };
};

/**
 * A review of `pool` as the page reads it, today's part (the rendered configs, both in full) and
 * the pre-flight's (the pool's machines, their MachineConfigNodes, the budgets, the pods of the
 * budgets that allow no disruption: never every pod).
 */
export async function measureReview(
  servers: DemoServers,
  pool: string,
): Promise<{ configs: ReviewReads; preflight: ReviewReads }> {
  const mcp = (await (
    await fetch(`${servers.apiUrl}/apis/machineconfiguration.openshift.io/v1/machineconfigpools/${pool}`)
  ).json()) as {
    spec: {
      nodeSelector?: { matchLabels?: Record<string, string> };
      maxUnavailable?: number | string;
      configuration: { name: string };
    };
    status: { configuration: { name: string } };
  };
  const configs = await measured(async (get) => {
    for (const name of [mcp.status.configuration.name, mcp.spec.configuration.name])
      await get(`/apis/machineconfiguration.openshift.io/v1/machineconfigs/${name}`);
  }, servers.apiUrl);
  const preflight = await measured(async (get) => {
    const source: PreflightSource = {
      nodes: async (selector) =>
        (await get('/api/v1/nodes', { labelSelector: labelSelectorQuery(selector) }))?.items ?? [],
      machineConfigNode: (name) => get(`/apis/machineconfiguration.openshift.io/v1/machineconfignodes/${name}`),
      budgets: async () => (await get('/apis/policy/v1/poddisruptionbudgets'))?.items ?? [],
      pods: async (ns, selector) =>
        (
          await get(`/api/v1/namespaces/${ns}/pods`, {
            labelSelector: labelSelectorQuery(selector),
            fieldSelector: 'status.phase!=Succeeded,status.phase!=Failed',
          })
        )?.items ?? [],
    };
    await readPreflight(source, {
      name: pool,
      nodeSelector: mcp.spec.nodeSelector,
      maxUnavailable: mcp.spec.maxUnavailable,
    });
  }, servers.apiUrl);
  return { configs, preflight };
}

export const reviewRow = (label: string, r: { configs: ReviewReads; preflight: ReviewReads }) =>
  `${label}: review's configs ${r.configs.kb} KB in ${r.configs.ms} ms (${r.configs.requests} requests); pre-flight ${r.preflight.kb} KB in ${r.preflight.ms} ms (${r.preflight.requests} requests)`;
