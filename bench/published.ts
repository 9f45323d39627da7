import type { DemoServers } from '../dev/test-support/demo-servers';
import { OWN_BINDING_LABEL } from '../src/domain/pool/node-target-binding';
import { spawnController } from '../test-support/controller-cluster';

type Listed = {
  items: {
    metadata: { name: string; labels?: Record<string, string> };
    spec?: { configuration?: { name?: string }; nodeSelector?: unknown };
    status?: { configuration?: { name?: string } };
  }[];
};

/**
 * Waits until the in-cluster controller has published a summary of every rendered config in
 * use and the change of every moving pool, as it has on a live cluster before an admin
 * opens the page; returns the time it took.
 */
export async function waitForPublished(apiUrl: string): Promise<number> {
  // A keep-alive socket the server has just closed resets the next request: try again once.
  const get = async (path: string): Promise<Listed> => {
    const once = async () => (await (await fetch(`${apiUrl}${path}`)).json()) as Listed;
    return once().catch(once);
  };
  const started = performance.now();
  for (;;) {
    const pools = (await get('/apis/machineconfiguration.openshift.io/v1/machineconfigpools')).items;
    const inUse = new Set(pools.flatMap((p) => [p.status?.configuration?.name, p.spec?.configuration?.name]));
    const moving = pools.filter((p) => p.status?.configuration?.name !== p.spec?.configuration?.name).length;
    const list = (label: string) =>
      get(`/api/v1/namespaces/os-update-plugin/configmaps?labelSelector=${encodeURIComponent(`${label}=true`)}`);
    const summaries = (
      (await list('os-updates.openshift.io/config-summary')).items as unknown as { data: Record<string, string> }[]
    )
      .map((cm) => (JSON.parse(cm.data['summary.json'] ?? '{}') as { summaries?: unknown[] }).summaries?.length ?? 0)
      .reduce((a, b) => a + b, 0);
    const changes = (await list('os-updates.openshift.io/config-change')).items.length;
    // And every pool judged by its own binding, labelled so: the controller's first round of
    // bindings is over (200 label writes a page open meanwhile would count as its own traffic).
    const bound = pools.filter((p) => p.metadata.labels?.[OWN_BINDING_LABEL] !== undefined).length;
    const bindable = pools.filter((p) => p.spec?.nodeSelector).length;
    if (summaries >= inUse.size && changes >= moving && bound >= bindable)
      return Math.round(performance.now() - started);
    if (performance.now() - started > 600_000)
      throw new Error(
        `the controller published ${summaries}/${inUse.size} summaries, ${changes}/${moving} changes, ${bound}/${bindable} bindings`,
      );
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Runs the in-cluster controller against a demo until it has published what the page reads.
 * `resyncSeconds`: how often it reads everything again without an event (a long one keeps it
 * idle while a page is timed on the same two cores, as on a cluster where it runs elsewhere).
 */
export async function withPublishedSummaries(servers: DemoServers, resyncSeconds = 5): Promise<() => Promise<void>> {
  const controller = spawnController(servers.apiUrl, 'bench', '--resync-seconds', String(resyncSeconds));
  console.log(`controller published its summaries in ${await waitForPublished(servers.apiUrl)} ms`);
  return async () => {
    await new Promise((r) => (controller.once('exit', r), controller.kill('SIGTERM')));
  };
}
