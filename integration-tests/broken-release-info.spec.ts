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
    'No package list for the current image (quay.io/openshift-release-dev/ocp-v4.0-art-dev@sha256:',
  );
  await expect(worker).toContainText('No release info for this image');
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'awaiting-approval');
});

test('an API error is explained with a retry that works once the API is back', async ({ page, demo, osUpdates }) => {
  await demo.fault({ method: 'GET', path: '/machineconfigpools', status: 503, message: 'etcdserver: leader changed' });
  await osUpdates.goto();
  await expect(page.getByRole('heading', { name: 'Could not load MachineConfigPools' })).toBeVisible();
  await expect(page.getByText('The API server failed (503). Try again in a moment.')).toBeVisible();
  await demo.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'awaiting-approval');
});
