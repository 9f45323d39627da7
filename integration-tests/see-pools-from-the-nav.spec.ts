import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

test('an admin follows Administration → OS updates and sees every pool, rendered by the built plugin', async ({
  page,
  osUpdates,
}) => {
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
});
