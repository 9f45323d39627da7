import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { SpawnedDemo } from './support/spawned-demo';

const run = promisify(execFile);
const spawned = new SpawnedDemo(9270, 9271, 9272);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A cluster of 40 pools and 400 nodes as the scale bench makes them (one pool rolling out,
  // 24 awaiting approval, 4 degraded), served by `npm start -- --cluster DIR`.
  const dir = mkdtempSync(join(tmpdir(), 'many-pools-'));
  await run('npx', ['tsx', 'bench/scale-cluster.ts', dir, '--pools', '40', '--nodes', '400']);
  await spawned.start('--cluster', dir, '--step-ms', '0', '--no-controller');
});
test.afterAll(() => spawned.stop());

test('40 pools in a table: the counts in each row, a pool found by name and by state, expanded and approved', async ({
  page,
}) => {
  await page.goto(`${spawned.url}/os-updates`);
  const table = page.getByRole('grid', { name: 'MachineConfigPools' });
  const rows = table.locator('tbody[data-test^="pool-"]');
  await expect(rows).toHaveCount(40);
  // The package diff counts sit in each pool's row, without a click.
  await expect(page.getByTestId('pool-site-001').getByTestId('diff-count-upgraded')).toHaveText('24');
  await expect(page.getByText('40 of 40 pools')).toBeVisible();

  const search = page.getByRole('textbox', { name: 'Search pools by name' });
  await search.fill('site-007');
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('1 of 40 pools')).toBeVisible();
  await search.clear();

  await page.getByRole('button', { name: /^Degraded \(4\)$/ }).click();
  await expect(rows).toHaveCount(4);
  for (const state of await rows.getByTestId('pool-state').all())
    await expect(state).toHaveAttribute('data-state', 'degraded');
  await page.getByRole('button', { name: /^Degraded \(4\)$/ }).click();
  await expect(rows).toHaveCount(40);

  // Sorted by name, descending, then back: the order follows the column.
  await table.getByRole('columnheader', { name: 'Pool' }).getByRole('button').click();
  await table.getByRole('columnheader', { name: 'Pool' }).getByRole('button').click();
  await expect(rows.first()).toHaveAttribute('data-test', 'pool-worker');

  await search.fill('site-002');
  const row = page.getByTestId('pool-site-002');
  await row.getByRole('button', { name: 'Details' }).click();
  await row.getByTestId('approve').click();
  const review = page.getByRole('dialog', { name: /^Review the update of pool site-002/ });
  await review.getByTestId('confirm-approve').click();
  await expect(review).toBeHidden();
  await expect(row.getByTestId('approve-success')).toContainText('Approved: rolling out 40.20241019.3.0 to site-002');
  // The row's state and the expanded section's agree.
  for (const state of await row.getByTestId('pool-state').all())
    await expect(state).toHaveAttribute('data-state', 'updating');
  await expect(row.getByTestId('rolled-out-without-review')).toHaveCount(0);
});
