import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { lockfileSummary, osUpdate } from './support/os-update-cli';

test(
  'compare opens on the images of the first pool awaiting approval, each offered with the pools that run it',
  { tag: '@core' },
  async ({ page }) => {
    await page.goto('/os-updates/compare');
    // worker waits to go from FCOS 2024-10-07 to the 2024-10-21 that infra and master run.
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    await expect(from.locator('option:checked')).toHaveText(
      /^40\.20241006\.3\.0 · OpenShift 4\.22\.0 · sha256:[0-9a-f]{12} — runs on worker$/,
    );
    await expect(to.locator('option:checked')).toHaveText(
      /^40\.20241019\.3\.0 · OpenShift 4\.22\.1 · sha256:[0-9a-f]{12} — runs on infra, master, awaited by worker$/,
    );
    const cli = await lockfileSummary('2024-10-07', '2024-10-21');
    const diff = page.getByTestId('compare-diff');
    for (const kind of ['upgraded', 'downgraded', 'added', 'removed'] as const)
      await expect(diff.getByTestId(`diff-count-${kind}`)).toHaveText(String(cli[kind]));
    // An image no pool runs or waits for is offered by its own name alone.
    await expect(
      from.getByRole('option', { name: /^41\.20241024\.3\.0 · OpenShift 4\.22\.3 · sha256:[0-9a-f]{12}$/ }),
    ).toHaveCount(1);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'OS updates' }).click();
    await expect(page).toHaveURL(/\/os-updates$/);
  },
);

test(
  'compare any two OS images the cluster knows: the diff the CLI prints, deep-linkable, exportable',
  { tag: '@core' },
  async ({ page, demo }) => {
    await demo.publishRelease('2023-10-09-promote');
    await page.goto('/os-updates');
    await page.getByRole('link', { name: 'Compare OS images' }).click();
    await expect(page).toHaveURL(/\/os-updates\/compare$/);
    await expect(page).toHaveTitle('Compare OS images · Red Hat OpenShift');

    // The images are offered by what an admin knows them by, and the pools that run them.
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    await expect(
      from.getByRole('option', { name: /^40\.20241019\.3\.0 · OpenShift 4\.22\.1 · sha256:[0-9a-f]{12} — runs on / }),
    ).toHaveCount(1);
    // By value: a label names pools, which change as a rollout goes on.
    await from.selectOption((await optionValue(from, /^40\.20241019\.3\.0/)) as string);
    await to.selectOption((await optionValue(to, /^38\.20231002\.3\.1/)) as string);

    const diff = page.getByTestId('compare-diff');
    const cli = JSON.parse(
      await osUpdate(
        'diff',
        'fixtures/fcos/manifest-lock.x86_64.2024-10-21.json',
        'fixtures/fcos/manifest-lock.x86_64.2023-10-09-promote.json',
        '--format',
        'json',
      ),
    ) as { summary: Record<string, number> };
    for (const kind of ['upgraded', 'downgraded', 'added', 'removed'] as const)
      await expect(diff.getByTestId(`diff-count-${kind}`)).toHaveText(String(cli.summary[kind]));

    // The choice is in the URL: a reload (or a shared link) shows the same comparison.
    expect(new URL(page.url()).searchParams.get('from')).toMatch(/^sha256:[0-9a-f]{64}\|\|node$/);
    await page.reload();
    await expect(diff.getByTestId('diff-count-downgraded')).toHaveText(String(cli.summary.downgraded));

    const download = page.waitForEvent('download');
    await diff.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: /^JSON/ }).click();
    const { subject, ...document } = JSON.parse(await readFile(await (await download).path(), 'utf8'));
    expect(document).toEqual(cli);
    expect(subject).toMatchObject({
      from: { ostreeVersion: '40.20241019.3.0' },
      to: { ostreeVersion: '38.20231002.3.1' },
    });
  },
);

test('a link naming an image the cluster no longer knows says so', async ({ page }) => {
  await page.goto(`/os-updates/compare?from=sha256:${'0'.repeat(64)}|x86_64|node`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare OS images' })).toBeVisible();
  await expect(page.getByText('An image in the link is not known here')).toBeVisible();
});

async function optionValue(select: import('@playwright/test').Locator, name: RegExp) {
  return select.getByRole('option', { name }).first().getAttribute('value');
}
