import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Serious and critical axe-core violations on the page, as "rule: target" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

test('the overview has no serious accessibility violations, in light and dark theme', async ({ page, osUpdates }) => {
  await osUpdates.goto();
  await expect(osUpdates.diffRows('worker').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/pf-v6-theme-dark/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the diff with every class shown and the pool tab have none either', async ({ page, osUpdates, poolDetails }) => {
  await osUpdates.goto();
  await osUpdates.filter('worker', /^Unchanged/).click();
  await expect(osUpdates.pool('worker')).toContainText('439 shown');
  expect(await seriousViolations(page)).toEqual([]);

  await poolDetails.openFromPoolList('worker');
  await poolDetails.tab('OS update').click();
  await expect(poolDetails.pool('worker')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the page can be used from the keyboard: the diff region, the filters and sorting take focus', async ({
  page,
  osUpdates,
}) => {
  await osUpdates.goto();
  await expect(osUpdates.diffRows('worker').first()).toBeVisible();
  await osUpdates.search('worker').focus();
  await page.keyboard.type('podman');
  await expect(osUpdates.diffRows('worker')).toHaveCount(1);
  const region = page.getByRole('region', { name: /^Package changes from/ });
  await region.focus();
  await expect(region).toBeFocused();
  await osUpdates.filter('worker', /^Downgraded/).focus();
  await page.keyboard.press('Space');
  await expect(osUpdates.filter('worker', /^Downgraded/)).toHaveAttribute('aria-pressed', 'false');
});
