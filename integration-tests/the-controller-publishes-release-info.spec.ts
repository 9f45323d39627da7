import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { DemoCluster } from './support/demo-cluster';
import { osUpdate } from './support/os-update-cli';
import { SpawnedDemo } from './support/spawned-demo';

/** The demo registry's login (a demo credential, in the demo's pull secret). */
const CREDS = 'os-update:not-a-real-secret-1';

// The whole demo as `npm start` runs it: a registry with the OS images, the controller, no
// pre-made package lists. (The other specs share a demo without the controller: they break
// release infos on purpose, which the controller would mend at once.)
const spawned = new SpawnedDemo(9250, 9251, 9252);
test.use({ baseURL: spawned.url });
test.afterEach(() => spawned.stop());

const NS = 'openshift-machine-config-operator';
const releaseInfoNames = async (cluster: DemoCluster) =>
  (await cluster.kubectl('get', 'cm', '-n', NS, '-l', 'os-updates.openshift.io/release-info=true', '-o', 'name'))
    .trim()
    .split('\n')
    .filter(Boolean);

/** The CLI's diff of the two release infos the controller published, for the page to agree with. */
async function cliDiff(cluster: DemoCluster, from: string, to: string) {
  const dir = mkdtempSync(join(tmpdir(), 'controller-spec-'));
  const file = async (name: string) => {
    const path = join(dir, `${name}.json`);
    writeFileSync(path, await cluster.kubectl('get', 'cm', '-n', NS, name, '-o', 'json'));
    return path;
  };
  return JSON.parse(await osUpdate('diff', await file(from), await file(to), '--format', 'json')) as {
    summary: Record<string, number>;
  };
}

/** The name of the release info of an image (the controller's, for x86_64 nodes). */
const releaseInfoOf = async (cluster: DemoCluster, config: string) => {
  const image = await cluster.kubectl('get', 'mc', config, '-o', 'jsonpath={.spec.osImageURL}');
  return `os-release-info-${image.split('@sha256:')[1]?.slice(0, 12)}-x86-64`;
};

test('the controller reads every OS image in use from the registry and publishes its package list; a new release is pushed, reviewed, rolled out and held again', async ({
  osUpdates,
  review,
}) => {
  test.setTimeout(180_000);
  const output = await spawned.start('--step-ms', '0');
  expect(output).toContain(`Image registry: http://127.0.0.1:${spawned.registryPort}/`);
  expect(output, 'the registry login is said to be in the pull secret, never printed').not.toContain(
    CREDS.split(':')[1] as string,
  );
  expect(output).toContain('OS update controller: running');
  const cluster = new DemoCluster(`http://127.0.0.1:${spawned.apiPort}`);

  // Nothing pre-made: the package lists appear because the controller read the images.
  await osUpdates.goto();
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24', { timeout: 30_000 });
  await expect(osUpdates.pool('worker')).toContainText('40.20241019.3.0 (OpenShift 4.22.1)');
  const names = await releaseInfoNames(cluster);
  expect(names.length).toBeGreaterThanOrEqual(3); // two node images, the release's extensions image
  for (const name of names) expect(name).toMatch(/^configmap\/os-release-info-[0-9a-f]{12}(-extensions)?-x86-64$/);

  // The releases the ClusterVersion offers are read too: their package lists are there before anyone updates.
  await expect
    .poll(
      async () =>
        (
          await cluster.kubectl(
            'get',
            'cm',
            '-n',
            NS,
            '-l',
            'os-updates.openshift.io/release-version=4.22.2',
            '-o',
            'name',
          )
        ).trim(),
      { timeout: 30_000 },
    )
    .toMatch(/^configmap\/os-release-info-[0-9a-f]{12}-x86-64$/m);

  // Approve with "review every OS update"; after the rollout the controller holds the pool again.
  await review.open('worker');
  await review.reviewEachUpdate.check();
  await expect(review.dialog).toContainText('the OS update controller pauses it again as soon as this rollout is done');
  await review.confirm.click();
  await expect(review.dialog).toBeHidden();
  await cluster.rollOut('worker');
  await expect(osUpdates.pool('worker').getByTestId('pool-gate')).toHaveAttribute('data-gate', 'held', {
    timeout: 20_000,
  });
  expect((await cluster.pool('worker')).spec.paused).toBe(true);

  // A new release: its image is pushed to the registry, then configs render; the controller
  // publishes its package list with nothing restarted, and the pool waits for review.
  const before = (await cluster.pool('worker')).spec.configuration.name;
  const published = await cluster.publishRelease('2023-10-09-promote');
  const { stdout: digest } = await promisify(execFile)('skopeo', [
    'inspect',
    '--tls-verify=false',
    '--creds',
    CREDS,
    '--format',
    '{{.Digest}}',
    `docker://127.0.0.1:${spawned.registryPort}/openshift-release-dev/ocp-v4.0-art-dev:node-2023-10-09-promote`,
  ]);
  const image = await cluster.kubectl('get', 'mc', published.pools.worker!, '-o', 'jsonpath={.spec.osImageURL}');
  expect(image).toBe(`quay.io/openshift-release-dev/ocp-v4.0-art-dev@${digest.trim()}`);

  const to = await releaseInfoOf(cluster, published.pools.worker!);
  await expect.poll(() => releaseInfoNames(cluster), { timeout: 30_000 }).toContain(`configmap/${to}`);
  const expected = await cliDiff(cluster, await releaseInfoOf(cluster, before), to);
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'awaiting-approval');
  await expect(osUpdates.diffCount('worker', 'downgraded')).toHaveText(String(expected.summary.downgraded));
  await expect(osUpdates.diffCount('worker', 'removed')).toHaveText(String(expected.summary.removed));
  expect((await cluster.pool('worker')).status.configuration.name).toBe(before);
});
