import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { osUpdate } from './support/os-update-cli';

test.beforeEach(async ({ osUpdates }) => {
  await osUpdates.goto();
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
  await osUpdates.showPackages('worker');
});

test('filter by class: each count once, classes without packages cannot be chosen, chips and "Clear all filters"', async ({
  page,
  osUpdates,
}) => {
  await expect(osUpdates.pool('worker')).toContainText('24 shown');
  await osUpdates.changeFilter('worker').click();
  await expect(osUpdates.changeOption(/^Downgraded/)).toHaveClass(/pf-m-disabled/);
  await expect(osUpdates.changeOption(/^Upgraded/)).toContainText('24 packages');
  await osUpdates.changeOption(/^Unchanged/).click();
  await expect(osUpdates.pool('worker')).toContainText('415 shown');
  await osUpdates.changeOption(/^Upgraded/).click();
  await page.keyboard.press('Escape');
  await expect(osUpdates.pool('worker')).toContainText('439 shown');
  // The choice is shown as labels under its category, and can be undone at once.
  const toolbar = osUpdates.pool('worker');
  await expect(osUpdates.changeLabels('worker')).toContainText('Upgraded');
  await expect(osUpdates.changeLabels('worker')).toContainText('Unchanged');
  await toolbar.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(osUpdates.pool('worker')).toContainText('24 shown');
  await expect(osUpdates.changeLabels('worker')).toHaveCount(0);
});

test('search by name; no match gives an empty state with a way back', async ({ osUpdates }) => {
  await osUpdates.search('worker').fill('KERNEL');
  await expect(osUpdates.pool('worker')).toContainText('4 shown');
  await expect(osUpdates.diffRows('worker')).toHaveCount(4);
  for (const row of await osUpdates.diffRows('worker').all()) await expect(row).toContainText('kernel');
  await osUpdates.search('worker').fill('no-such-package');
  const empty = osUpdates.pool('worker').getByTestId('diff-no-match');
  await expect(empty).toContainText('No packages match the filters');
  await expect(osUpdates.diffTable('worker')).toHaveCount(0);
  await empty.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(osUpdates.pool('worker')).toContainText('24 shown');
  await expect(osUpdates.search('worker')).toHaveValue('');
});

test('filter, search and sort are kept in the URL: a reload or a shared link shows the same rows', async ({
  page,
  osUpdates,
}) => {
  await osUpdates.chooseChanges('worker', /^Unchanged/);
  await osUpdates.search('worker').fill('lib');
  await osUpdates.diffTable('worker').getByRole('button', { name: 'To' }).click();
  await osUpdates.diffTable('worker').getByRole('button', { name: 'To' }).click();
  const shown =
    (await osUpdates
      .pool('worker')
      .getByText(/^\d+ shown$/)
      .textContent()) ?? '';
  expect(shown).toMatch(/^\d+ shown$/);
  const url = new URL(page.url());
  expect(url.searchParams.get('worker.changes')).toBe('unchanged');
  expect(url.searchParams.get('worker.search')).toBe('lib');
  expect(url.searchParams.get('worker.sort')).toBe('to.desc');
  const firstRow = await osUpdates.diffRows('worker').first().textContent();

  await page.reload();
  await expect(osUpdates.pool('worker')).toContainText(shown);
  await expect(osUpdates.search('worker')).toHaveValue('lib');
  await expect(osUpdates.diffTable('worker').getByRole('columnheader', { name: 'To' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(osUpdates.diffRows('worker').first()).toHaveText(firstRow ?? '');
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

test('export CSV, JSON and Markdown as real downloads', async ({ osUpdates, demo }) => {
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
  const { subject, config, ...document } = JSON.parse(await readFile(await json.path(), 'utf8')) as Record<
    string,
    unknown
  >;
  expect(document).toEqual(JSON.parse(cli));
  // And the rest of what the approval rolls out: the config change, as `diff-config` prints it.
  const work = await mkdtemp(join(tmpdir(), 'export-'));
  const pool = JSON.parse(await demo.kubectl('get', 'mcp', 'worker', '-o', 'json'));
  const configFile = async (side: 'old' | 'new', name: string) => {
    const path = join(work, `${side}.json`);
    await writeFile(path, await demo.kubectl('get', 'mc', name, '-o', 'json'));
    return path;
  };
  const configCli = await osUpdate(
    'diff-config',
    await configFile('old', pool.status.configuration.name),
    await configFile('new', pool.spec.configuration.name),
    '--format',
    'json',
  );
  expect(config).toEqual(JSON.parse(configCli));
  expect(md).toContain('## Config changes');
  expect(subject).toMatchObject({
    pool: 'worker',
    from: { ostreeVersion: '40.20241006.3.0', osImageUrl: expect.stringMatching(/@sha256:[0-9a-f]{64}$/) },
    to: { ostreeVersion: '40.20241019.3.0', releaseVersion: '4.22.1', osImageUrl: expect.stringMatching(/@sha256:/) },
  });
});

test('the table keeps only the rows in view in the page, and scrolls to the last one', async ({ page, osUpdates }) => {
  await osUpdates.chooseChanges('worker', /^Unchanged/, /^Upgraded/);
  await expect(osUpdates.pool('worker')).toContainText('439 shown');
  // The first 100 rows show while the virtualizer's chunk loads; then only those in view.
  await expect.poll(() => osUpdates.diffRows('worker').count()).toBeLessThan(60);
  const region = page.getByRole('region', { name: /^Package changes from/ });
  await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(osUpdates.diffRows('worker').last()).toHaveAttribute('aria-rowindex', '440');
  await expect.poll(() => osUpdates.diffRows('worker').count()).toBeLessThan(60);
});

test.describe('on a full-HD screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the diff table uses the room there is, not a fixed 28rem', async ({ page, osUpdates }) => {
    await osUpdates.chooseChanges('worker', /^Unchanged/, /^Upgraded/);
    await expect(osUpdates.pool('worker')).toContainText('439 shown');
    const region = await page.getByRole('region', { name: /^Package changes from/ }).boundingBox();
    expect(region?.height).toBeGreaterThan(28 * 16 + 100);
    expect(region?.height).toBeLessThanOrEqual(1080 * 0.6 + 2);
  });
});
