import { chromium } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { node } from '../dev/mock-api/demo-cluster';
import { startDemoServers } from '../dev/test-support/demo-servers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../integration-tests/support/environment';
import { shownAt, timeFromNow, timeNextLoad } from './first-frame';
import { runsOf } from './mode';
import { withPublishedSummaries } from './published';

const root = fileURLToPath(new URL('..', import.meta.url));
const digest = (c: string) => `sha256:${c.repeat(64)}`;

/** A cluster with one paused pool whose two OS images have `size` packages each. */
export function syntheticCluster(size: number): string {
  const images = [`quay.io/bench/os@${digest('a')}`, `quay.io/bench/os@${digest('b')}`];
  const pkglist = (side: number) =>
    Array.from({ length: size }, (_, i) => {
      const release = side === 1 && i % 10 === 0 ? '2.fc41' : '1.fc40';
      return `pkg-${i.toString(36).padStart(4, '0')}-${(i % 13) + 1}.${i % 100}-${release}.x86_64`;
    });
  const info = (side: number) => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: `bench-${side}`,
      namespace: 'openshift-machine-config-operator',
      labels: { 'os-updates.openshift.io/release-info': 'true' },
    },
    data: {
      'metadata.json': JSON.stringify({
        osImageUrl: images[side],
        'ostree-version': `bench.${side}`,
        pkglist: pkglist(side),
      }),
    },
  });
  const mc = (name: string, image: string) => ({
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfig',
    metadata: { name },
    spec: { osImageURL: image },
  });
  const pool = {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfigPool',
    metadata: { name: 'worker' },
    spec: {
      paused: true,
      configuration: { name: 'rendered-worker-b' },
      nodeSelector: { matchLabels: { 'node-role.kubernetes.io/worker': '' } },
    },
    status: { configuration: { name: 'rendered-worker-a' }, machineCount: 3, updatedMachineCount: 0, conditions: [] },
  };
  // Machines at the current config: the demo computes a pool's status from its nodes as the
  // MCO does, and a pool without any would be "updated" at once, its diff never shown.
  const nodes = ['bench-0', 'bench-1', 'bench-2'].map((name) => node(name, 'worker', 'rendered-worker-a'));
  const dir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  writeFileSync(
    join(dir, 'cluster.json'),
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'List',
      items: [
        pool,
        ...nodes,
        mc('rendered-worker-a', images[0] as string),
        mc('rendered-worker-b', images[1] as string),
        info(0),
        info(1),
      ],
    }),
  );
  return dir;
}

/** Runs `once` runs + 1 times; the first run only warms the server and the browser's caches. */
async function timeRuns(runs: number, once: () => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const ms = await once();
    if (i > 0) times.push(ms);
  }
  return times.sort((a, b) => a - b);
}

const summary = (times: number[]) =>
  `${Math.round(times[Math.floor(times.length / 2)] as number)} ms median (${Math.round(times[0] as number)}–${Math.round(times.at(-1) as number)}, ${times.length} runs)`;

/**
 * `controller`: as deployed, the controller having published its summaries of the rendered
 * configs; without it the page reads every rendered config in full (its fallback).
 */
async function measure(label: string, clusterDir: string | undefined, controller: boolean, runs = runsOf(5)) {
  const servers = await startDemoServers({
    clusterDir,
    stepMs: 60_000,
    backend: { shellDir: `${root}dev/console-shell/dist`, plugin: { dir: `${root}dist` } },
  });
  const stopController = controller ? await withPublishedSummaries(servers, 3600) : undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const base = servers.consoleUrl;
  // In-app: the console is open on another page (plugin manifest loaded, nothing of the
  // page fetched yet); the admin clicks Administration → OS updates. Timed by the page, from
  // the click to the frame that draws worker's package counts (see first-frame.ts).
  const inApp = await timeRuns(runs, async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/k8s/cluster/machineconfiguration.openshift.io~v1~MachineConfigPool`);
    const link = page.getByRole('navigation', { name: 'Global' }).getByRole('link', { name: 'OS updates' });
    await link.waitFor();
    await timeFromNow(page);
    await link.click();
    const { click, shown } = await shownAt(page);
    await page.close();
    return shown - (click as number);
  });
  // Cold: a full page load of /os-updates, the console shell itself included, from its start.
  const cold = await timeRuns(runs, async () => {
    const page = await browser.newPage();
    await timeNextLoad(page);
    await page.goto(`${base}/os-updates`);
    const { shown } = await shownAt(page);
    await page.close();
    return shown;
  });
  await browser.close();
  const how = controller ? 'controller publishing' : 'no controller, configs read in full';
  console.log(
    `${label}, ${how}: in-app navigation → package counts ${summary(inApp)}; full page load ${summary(cold)}`,
  );
  await stopController?.();
  await servers.close();
}

export async function runBrowserBench(): Promise<void> {
  console.log(
    '# page in Chromium (the built plugin in the console shell; target: in-app navigation < 1 s at 20,000 packages; timed by the page: click → the frame that draws the worker pool package counts, the diff computed)',
  );
  const large = syntheticCluster(20_000);
  for (const controller of [true, false]) {
    await measure('real FCOS manifests (439 packages, demo cluster)', undefined, controller);
    await measure('synthetic 20,000 vs 20,000 packages', large, controller);
  }
}
