import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoServers } from '../dev/test-support/demo-servers';
import { OS_UPDATE_BUNDLE } from '../test-support/os-update-bundle';
import { writeScaleCluster } from './scale-cluster';
import { SCALE_SHAPE } from './scale-shape';
import { waitForPublished } from './published';

const root = fileURLToPath(new URL('..', import.meta.url));
const MB = 1024;

/** The Deployment's NODE_OPTIONS (deploy/base/controller.yaml). */
const DEPLOYED_NODE_FLAGS =
  /name: NODE_OPTIONS\s+value: (.+)/.exec(readFileSync(join(root, 'deploy/base/controller.yaml'), 'utf8'))?.[1] ?? '';

/** The process's resident set now and at its peak (kB in /proc/PID/status), in MB. */
function rssOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / MB, peak: kb('VmHWM') / MB };
}

/**
 * The controller as its Deployment runs it (the bundle, plain node) against a demo cluster:
 * its memory once it has published what the page reads, and after a 1,500-node pool has
 * rolled out (every node and MachineConfigNode changing, twice).
 */
async function measure(label: string, clusterDir: string | undefined, rollingPool: string | undefined) {
  const servers = await startDemoServers({ stepMs: 0, clusterDir });
  const child = spawn(
    process.execPath,
    [
      // As deploy/base runs it (NODE_OPTIONS there); BENCH_NODE_FLAGS to try others ('' for none).
      ...(process.env.BENCH_NODE_FLAGS ?? DEPLOYED_NODE_FLAGS).split(' ').filter(Boolean),
      OS_UPDATE_BUNDLE,
      'controller',
      '--server',
      servers.apiUrl,
      '--namespace',
      'os-update-plugin',
      '--identity',
      'bench',
      '--registry-tls-verify=false',
    ],
    { stdio: 'ignore' },
  );
  try {
    const publishedMs = await waitForPublished(servers.apiUrl);
    const first = rssOf(child.pid!);
    let after: { rss: number; peak: number } | undefined;
    if (rollingPool) {
      const done = async () => {
        const pool = (await (
          await fetch(`${servers.apiUrl}/apis/machineconfiguration.openshift.io/v1/machineconfigpools/${rollingPool}`)
        ).json()) as { status?: { updatedMachineCount?: number; machineCount?: number } };
        return (pool.status?.updatedMachineCount ?? 0) >= (pool.status?.machineCount ?? 1);
      };
      for (let i = 0; i < 200 && !(await done()); i++) await fetch(`${servers.apiUrl}/_demo/tick`, { method: 'POST' });
      // The controller sees the last changes through its watches; a few seconds to catch up.
      await new Promise((r) => setTimeout(r, 5000));
      after = rssOf(child.pid!);
    }
    console.log(
      `controller (bundle) on ${label}: ${first.rss.toFixed(0)} MB RSS once it has published (${publishedMs} ms), peak ${first.peak.toFixed(0)} MB` +
        (after
          ? `; after the ${rollingPool} rollout ${after.rss.toFixed(0)} MB, peak ${after.peak.toFixed(0)} MB`
          : '') +
        ` (node ${process.env.BENCH_NODE_FLAGS ?? DEPLOYED_NODE_FLAGS}; goal < 200 MB at 200 pools / 5,000 nodes; the Deployment requests 192 MiB and allows 256 MiB)`,
    );
  } finally {
    await new Promise((r) => (child.once('exit', r), child.kill('SIGTERM')));
    await servers.close();
  }
}

/** `npm run bench -- --controller-memory`: the default demo beside the 200-pool / 5,000-node cluster, in one run. */
export async function runControllerMemoryBench(): Promise<void> {
  console.log('# controller memory (the bundle, as deployed)');
  await measure('the default demo (3 pools, 11 nodes)', undefined, undefined);
  const dir = writeScaleCluster(mkdtempSync(join(tmpdir(), 'scale-cluster-')), SCALE_SHAPE);
  await measure(`${SCALE_SHAPE.pools} pools / ${SCALE_SHAPE.nodes} nodes`, dir, 'rollout-a');
}
