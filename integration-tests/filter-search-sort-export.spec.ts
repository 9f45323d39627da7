import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { osUpdate } from './support/os-update-cli';

test.beforeEach(async ({ osUpdates }) => {
  await osUpdates.goto();
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
});

test('filter by class and search by name', async ({ osUpdates }) => {
  await expect(osUpdates.pool('worker')).toContainText('24 shown');
  await osUpdates.filter('worker', /^Unchanged/).click();
  await expect(osUpdates.pool('worker')).toContainText('439 shown');
  await osUpdates.filter('worker', /^Upgraded/).click();
  await expect(osUpdates.pool('worker')).toContainText('415 shown');
  await osUpdates.filter('worker', /^Upgraded/).click();
  await osUpdates.filter('worker', /^Unchanged/).click();

  await osUpdates.search('worker').fill('KERNEL');
  await expect(osUpdates.pool('worker')).toContainText('4 shown');
  await expect(osUpdates.diffRows('worker')).toHaveCount(4);
  for (const row of await osUpdates.diffRows('worker').all()) await expect(row).toContainText('kernel');
  await osUpdates.search('worker').fill('no-such-package');
  await expect(osUpdates.diffRows('worker')).toHaveCount(0);
});

test('sort by a column, both ways, keyboard included', async ({ page, osUpdates }) => {
  const table = osUpdates.diffTable('worker');
  const firstCell = () => osUpdates.diffRows('worker').first().locator('td').first();
  await table.getByRole('button', { name: 'Package' }).click();
  await expect(firstCell()).toHaveText('afterburn');
  await table.getByRole('button', { name: 'Package' }).focus();
  await page.keyboard.press('Enter');
  await expect(firstCell()).toHaveText('xxhash-libs');
  await table.getByRole('button', { name: 'To' }).click();
  await expect(table.getByRole('columnheader', { name: 'To' })).toHaveAttribute('aria-sort', 'ascending');
});

test('export CSV, JSON and Markdown as real downloads', async ({ osUpdates }) => {
  await osUpdates.search('worker').fill('kernel');

  const csv = await osUpdates.export('worker', /^CSV/);
  expect(csv.suggestedFilename()).toBe('os-update-diff-worker-40.20241006.3.0-to-40.20241019.3.0.csv');
  const csvLines = (await readFile(await csv.path(), 'utf8')).trimEnd().split('\r\n');
  expect(csvLines[0]).toBe('change,name,arch,from,to');
  expect(csvLines.slice(1).every((l) => l.startsWith('upgraded,kernel'))).toBe(true);
  expect(csvLines).toHaveLength(5);

  const markdown = await osUpdates.export('worker', /^Markdown/);
  expect(markdown.suggestedFilename()).toMatch(/^os-update-diff-worker-.*\.md$/);
  const md = await readFile(await markdown.path(), 'utf8');
  // In the page's order: upgraded, downgraded, added, removed.
  expect(md).toContain('24 upgraded, 0 downgraded, 0 added, 0 removed (415 unchanged)');
  expect(md).toContain('| upgraded | kernel-core | x86_64 | 6.10.10-200.fc40 | 6.10.12-200.fc40 |');

  // The JSON export is the whole diff the command line prints, and says what it is a diff of.
  const json = await osUpdates.export('worker', /^JSON/);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const cli = await osUpdate(
    'diff',
    'fixtures/fcos/manifest-lock.x86_64.2024-10-07.json',
    'fixtures/fcos/manifest-lock.x86_64.2024-10-21.json',
    '--format',
    'json',
  );
  const { subject, ...document } = JSON.parse(await readFile(await json.path(), 'utf8')) as Record<string, unknown>;
  expect(document).toEqual(JSON.parse(cli));
  expect(subject).toMatchObject({
    pool: 'worker',
    from: { ostreeVersion: '40.20241006.3.0', osImageUrl: expect.stringMatching(/@sha256:[0-9a-f]{64}$/) },
    to: { ostreeVersion: '40.20241019.3.0', releaseVersion: '4.22.1', osImageUrl: expect.stringMatching(/@sha256:/) },
  });
});

test('the table keeps only the rows in view in the page, and scrolls to the last one', async ({ page, osUpdates }) => {
  await osUpdates.filter('worker', /^Unchanged/).click();
  await expect(osUpdates.pool('worker')).toContainText('439 shown');
  expect(await osUpdates.diffRows('worker').count()).toBeLessThan(60);
  const region = page.getByRole('region', { name: /^Package changes from/ });
  await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(osUpdates.diffRows('worker').last()).toHaveAttribute('aria-rowindex', '440');
  expect(await osUpdates.diffRows('worker').count()).toBeLessThan(60);
});
