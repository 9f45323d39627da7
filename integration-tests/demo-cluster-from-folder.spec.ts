import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { SpawnedDemo } from './support/spawned-demo';

const demo = new SpawnedDemo(9210, 9211);
test.afterEach(() => demo.stop());

test('npm start -- --cluster DIR serves a cluster read from the folder', async ({ page }) => {
  const output = await demo.start('--cluster', 'integration-tests/clusters/edge');
  expect(output).toContain(`Demo cluster API server: http://127.0.0.1:${demo.apiPort}/`);

  const { stdout } = await promisify(execFile)('kubectl', [
    '--server',
    `http://127.0.0.1:${demo.apiPort}`,
    'get',
    'mcp,nodes',
    '-o',
    'name',
  ]);
  expect(stdout.trim().split('\n')).toEqual([
    'machineconfigpool.machineconfiguration.openshift.io/edge',
    'node/edge-0',
  ]);

  const proxied = await page.request.get(
    `${demo.url}/api/kubernetes/apis/machineconfiguration.openshift.io/v1/machineconfigpools`,
  );
  expect((await proxied.json()).items.map((p: { metadata: { name: string } }) => p.metadata.name)).toEqual(['edge']);

  await page.goto(`${demo.url}/os-updates`);
  const edge = page.getByTestId('pool-edge');
  await expect(edge.getByTestId('pool-state')).toHaveAttribute('data-state', 'awaiting-approval');
  // Its node is not labelled another architecture: x86_64, as the kubelet labels amd64 nodes.
  await expect(edge.getByText('No x86_64 package list for the current image')).toBeVisible();
  await expect(page.getByTestId('pool-worker')).toHaveCount(0);
});
