import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoServers } from '../dev/test-support/demo-servers';
import { fcosNodeImage } from '../test-support/registry/fcos-images';
import { apiCaller, seedLocalMirrors, seedPullSecret, spawnController } from '../test-support/controller-cluster';
import { startLocalRegistry } from '../test-support/registry/local-registry';
import { buildOciLayout } from '../test-support/registry/oci-image-builder';

const MCO = '/apis/machineconfiguration.openshift.io/v1';

/**
 * The controller on the demo API with Debian's docker-registry: time from a new rendered
 * config referenced by a pool to its release info, and the registry requests per new image.
 */
export async function runControllerBench(): Promise<void> {
  console.log('# controller (demo API, Debian docker-registry on loopback)');
  const registry = await startLocalRegistry({ auth: 'basic' });
  const demo = await startDemoServers({ stepMs: 0 });
  const post = (path: string, body: unknown, type = 'application/json', method = 'POST') =>
    fetch(`${demo.apiUrl}${path}`, { method, headers: { 'Content-Type': type }, body: JSON.stringify(body) });
  try {
    const work = mkdtempSync(join(tmpdir(), 'os-update-bench-controller-'));
    const images = [];
    for (const [i, date] of ['2024-10-07', '2024-10-21', '2024-05-06'].entries()) {
      const built = await buildOciLayout(join(work, `i${i}`), `t${i}`, [fcosNodeImage(date, `v${i}`)]);
      await registry.push(built.dir, `t${i}`, 'openshift/node');
      images.push(built.digest);
    }
    const api = apiCaller(demo.apiUrl);
    await seedPullSecret(api, registry.host);
    await seedLocalMirrors(api, registry.host);
    const controller = spawnController(demo.apiUrl, 'bench');
    const logs: Record<string, unknown>[] = [];
    controller.stdout?.on('data', (c: Buffer) => {
      for (const line of c.toString().split('\n').filter(Boolean))
        logs.push(JSON.parse(line) as Record<string, unknown>);
    });
    // Measured from a running leader on: its start (tsx, informers) is not part of the figure.
    while (!logs.some((l) => l.msg === 'became the leader')) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1000));
    const times: number[] = [];
    for (const [i, digest] of images.entries()) {
      await post(`${MCO}/machineconfigs`, {
        apiVersion: 'machineconfiguration.openshift.io/v1',
        kind: 'MachineConfig',
        metadata: { name: `rendered-bench-${i}` },
        spec: { osImageURL: `quay.io/openshift-release-dev/ocp-v4.0-art-dev@${digest}` },
      });
      const start = performance.now();
      await post(
        `${MCO}/machineconfigpools/worker`,
        { spec: { configuration: { name: `rendered-bench-${i}` } } },
        'application/merge-patch+json',
        'PATCH',
      );
      for (;;) {
        const cms = (await (
          await fetch(`${demo.apiUrl}/api/v1/namespaces/openshift-machine-config-operator/configmaps`)
        ).json()) as { items: { data?: Record<string, string> }[] };
        if (cms.items.some((cm) => cm.data?.['metadata.json']?.includes(digest))) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      times.push(performance.now() - start);
    }
    controller.kill('SIGTERM');
    if (process.env.BENCH_DEBUG) for (const l of logs) console.log(JSON.stringify(l));
    const published = logs.filter((l) => l.msg === 'published release info');
    const requests = published.map((l) => l.registryRequests as number);
    console.log(
      `new rendered config → its release info: ${times.map((t) => `${Math.round(t)} ms`).join(', ')}; registry requests per new image: ${requests.join(', ')}`,
    );
  } finally {
    await demo.close();
    await registry.stop();
  }
}
