import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

const PORT = 9210;
const API_PORT = 9211;
let server: ChildProcess | undefined;

/** Starts `npm start -- --cluster DIR …` and waits until it prints both URLs. */
function startDemo(dir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      ['start', '--', '--cluster', dir, '--port', String(PORT), '--api-port', String(API_PORT)],
      { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    server = child;
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Console: http://127.0.0.1:${PORT}/os-updates`)) resolve(output);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

test.afterEach(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('npm start -- --cluster DIR serves a cluster read from the folder', async ({ page }) => {
  const output = await startDemo('integration-tests/clusters/edge');
  expect(output).toContain(`Demo cluster API server: http://127.0.0.1:${API_PORT}/`);

  const { stdout } = await promisify(execFile)('kubectl', [
    '--server',
    `http://127.0.0.1:${API_PORT}`,
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
    `http://127.0.0.1:${PORT}/api/kubernetes/apis/machineconfiguration.openshift.io/v1/machineconfigpools`,
  );
  expect((await proxied.json()).items.map((p: { metadata: { name: string } }) => p.metadata.name)).toEqual(['edge']);

  await page.goto(`http://127.0.0.1:${PORT}/os-updates`);
  const edge = page.locator('[data-test="pool-edge"]');
  await expect(edge.locator('[data-test="pool-state"]')).toHaveAttribute('data-state', 'awaiting-approval');
  await expect(edge.getByText('No package list for the current image')).toBeVisible();
  await expect(page.locator('[data-test="pool-worker"]')).toHaveCount(0);
});
