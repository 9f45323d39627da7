import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

test(
  'an admin follows Administration → OS updates and sees every pool, rendered by the built plugin',
  { tag: '@core' },
  async ({ page, osUpdates }) => {
    const entry = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/plugins/os-update-plugin/plugin-entry.js',
    );
    await osUpdates.openFromNav();
    await expect(page).toHaveURL(/\/os-updates$/);
    await expect(osUpdates.heading).toBeVisible();
    // The browser tab says where the admin is, as console pages do.
    await expect(page).toHaveTitle('OS updates · Red Hat OpenShift');

    // The page comes from the webpack build in dist/, not from source.
    const served = await (await entry).text();
    expect(served).toBe(readFileSync('dist/plugin-entry.js', 'utf8'));

    for (const pool of ['master', 'worker', 'infra']) await expect(osUpdates.pool(pool)).toBeVisible();
    await expect(osUpdates.poolState('master')).toHaveAttribute('data-state', 'up-to-date');
    await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'awaiting-approval');
    await expect(osUpdates.poolState('infra')).toHaveAttribute('data-state', 'config-only');
  },
);

test(
  "pools, rendered configs and nodes link to the console's details pages, with its kind badges",
  { tag: '@core' },
  async ({ page, demo, osUpdates, poolDetails }) => {
    await osUpdates.goto();
    const worker = osUpdates.pool('worker');
    const target = (await demo.pool('worker')).spec.configuration.name;
    // Shown by its name with the hash cut short (rendered-worker- and 10 characters of it).
    const configLink = worker.getByRole('link', { name: `${target.slice(0, 'rendered-worker-'.length + 10)}…` });
    await expect(configLink).toHaveAttribute(
      'href',
      `/k8s/cluster/machineconfiguration.openshift.io~v1~MachineConfig/${target}`,
    );
    await expect(worker.locator('.co-m-resource-icon[title="MachineConfig"]').first()).toHaveText('MC');

    await worker.getByRole('heading', { level: 2 }).getByRole('link', { name: 'worker' }).click();
    await expect(page).toHaveURL(/\/k8s\/cluster\/machineconfiguration\.openshift\.io~v1~MachineConfigPool\/worker$/);
    await expect(poolDetails.tab('OS update')).toBeVisible();
  },
);
