import { expect, test } from './fixtures';

const BROKEN = `
apiVersion: v1
kind: ConfigMap
metadata:
  name: broken-release-info
  namespace: openshift-machine-config-operator
  labels:
    os-updates.openshift.io/release-info: "true"
data:
  metadata.json: '{"osImageUrl": "quay.io/openshift-release-dev/ocp-v4.0-art-dev:latest", "pkglist": ["bash-5.2-1.x86_64"]}'
`;

test('a broken release-info ConfigMap is named with its problem while every pool still renders', async ({
  page,
  demo,
  osUpdates,
}) => {
  expect(await demo.apply(BROKEN)).toContain('configmap/broken-release-info created');
  await osUpdates.goto();
  const problem = page.getByTestId('release-info-problem');
  await expect(problem).toContainText('Release info broken-release-info is invalid and was ignored');
  await expect(problem).toContainText('osImageUrl: must reference the image by digest');
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
  await expect(osUpdates.poolState('master')).toHaveAttribute('data-state', 'up-to-date');
});

test('a missing package list for one image is said, and the image change still shows', async ({ demo, osUpdates }) => {
  await demo.kubectl('delete', 'cm', '-n', 'openshift-machine-config-operator', 'os-release-info-40.20241006.3.0');
  await osUpdates.goto();
  const worker = osUpdates.pool('worker');
  await expect(worker).toContainText(
    'No x86_64 package list for the current image (quay.io/openshift-release-dev/ocp-v4.0-art-dev@sha256:',
  );
  await expect(worker).toContainText('No release info for this image');
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'awaiting-approval');
});

test('an API error is explained with a retry that works once the API is back', async ({ page, demo, osUpdates }) => {
  await demo.fault({ method: 'GET', path: '/machineconfigpools', status: 503, message: 'etcdserver: leader changed' });
  await osUpdates.goto();
  await expect(page.getByRole('heading', { name: 'Could not load MachineConfigPools' })).toBeVisible();
  await expect(page.getByText('The API server failed (503). Try again in a moment.')).toBeVisible();
  // The server's own words are shown too.
  await expect(page.getByText('It said: etcdserver: leader changed')).toBeVisible();
  await demo.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'awaiting-approval');
});

for (const [fault, message] of [
  [{ status: 403 }, 'You are not allowed to list MachineConfigPools. Ask a cluster admin for read access.'],
  [{ status: 404 }, 'The API for MachineConfigPools was not found on this cluster.'],
  // The console backend answers 502 when the API server drops the connection.
  [{ drop: true }, 'The API server failed (502). Try again in a moment.'],
] as const) {
  test(`an API failure (${JSON.stringify(fault)}) says what it means`, async ({ page, demo, osUpdates }) => {
    await demo.fault({ method: 'GET', path: '/machineconfigpools', ...fault });
    await osUpdates.goto();
    await expect(page.getByRole('heading', { name: 'Could not load MachineConfigPools' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
}

test('a cluster without pools gets an empty state', async ({ page, demo, osUpdates }) => {
  await demo.kubectl('delete', 'mcp', '--all');
  await osUpdates.goto();
  await expect(page.getByRole('heading', { name: 'No MachineConfigPools' })).toBeVisible();
});

test('offline after loading: the last known state stays, with a warning and a retry, until the network is back', async ({
  page,
  context,
  osUpdates,
}) => {
  await osUpdates.goto();
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  const stale = page.getByTestId('stale-data');
  await expect(stale).toContainText('The API server cannot be reached', { timeout: 30_000 });
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'awaiting-approval');
  await expect(stale.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(stale).toBeHidden();
});
