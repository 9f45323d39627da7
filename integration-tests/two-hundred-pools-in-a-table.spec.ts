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
  // 200 pools and 1,000 nodes as the scale bench makes them (one pool of 300 nodes rolling
  // out, 120 awaiting approval, 8 degraded), served by `npm start -- --cluster DIR`.
  const dir = mkdtempSync(join(tmpdir(), 'many-pools-'));
  await run('npx', ['tsx', 'bench/scale-cluster.ts', dir, '--pools', '200', '--nodes', '1000']);
  await spawned.start('--cluster', dir, '--step-ms', '0', '--no-controller');
});
test.afterAll(() => spawned.stop());

test('200 pools in a table: a page of rows with their counts, the next page, a pool found by name and by state, a 300-node pool expanded, one approved', async ({
  page,
}) => {
  await page.goto(`${spawned.url}/os-updates`);
  const table = page.getByRole('grid', { name: 'MachineConfigPools' });
  const rows = table.locator('tbody[data-test^="pool-"]');
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('200 of 200 pools')).toBeVisible();
  // Degraded pools first, then those awaiting approval, with the diff counts in each row.
  await expect(rows.first().getByTestId('pool-state')).toHaveAttribute('data-state', 'degraded');
  await expect(page.getByTestId('pool-site-001').getByTestId('diff-count-upgraded')).toHaveText('24');

  const firstOnPageOne = await rows.first().getAttribute('data-test');
  await page.getByRole('button', { name: 'Go to next page' }).first().click();
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).not.toHaveAttribute('data-test', firstOnPageOne ?? '');
  await expect(page.getByTestId('pool-site-001')).toHaveCount(0);

  // A search starts from the first page of what it finds.
  const search = page.getByRole('textbox', { name: 'Search pools by name' });
  await search.fill('site-107');
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('1 of 200 pools')).toBeVisible();
  await search.clear();

  await page.getByRole('button', { name: /^Degraded \(8\)$/ }).click();
  await expect(rows).toHaveCount(8);
  for (const state of await rows.getByTestId('pool-state').all())
    await expect(state).toHaveAttribute('data-state', 'degraded');
  await page.getByRole('button', { name: /^Degraded \(8\)$/ }).click();

  // The 300-node pool's nodes: one progress bar, a virtualised table (a few dozen rows in the page).
  await search.fill('rollout-a');
  const rolling = table.locator('tbody[data-test="pool-rollout-a"]');
  await rolling.getByRole('button', { name: 'Details' }).click();
  const nodes = rolling.getByTestId('node-table');
  await expect(nodes).toHaveAttribute('aria-rowcount', '301');
  await expect(rolling.getByTestId('rollout-progress')).toContainText('0 of 300 updated');
  await expect(nodes.getByTestId('node-rollout-a-node-0')).toContainText('Waiting');
  // The first 100 rows show while the virtualizer's chunk loads; then only those in view.
  await expect.poll(() => nodes.getByRole('row').count()).toBeLessThan(80);
  await nodes.getByRole('columnheader', { name: 'Node' }).getByRole('button').click();
  await nodes.getByRole('columnheader', { name: 'Node' }).getByRole('button').click();
  await expect(nodes.getByRole('row').nth(1)).toHaveAttribute('data-test', 'node-rollout-a-node-99');

  // Sorted by name, descending: the order follows the column.
  await search.clear();
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
