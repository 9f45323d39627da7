import { expect, test } from './fixtures';
import { seriousViolations } from './support/axe';

test('the overview has no serious accessibility violations, in light and dark theme', async ({ page, osUpdates }) => {
  await osUpdates.goto();
  await osUpdates.showPackages('worker');
  await expect(osUpdates.diffRows('worker').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/pf-v6-theme-dark/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the diff with every class shown and the pool tab have none either', async ({ page, osUpdates, poolDetails }) => {
  await osUpdates.goto();
  await osUpdates.showPackages('worker');
  await osUpdates.chooseChanges('worker', /^Unchanged/, /^Upgraded/);
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
  // The package changes open from the keyboard.
  const toggle = osUpdates.pool('worker').getByRole('button', { name: /^Show the package changes/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(
    osUpdates.pool('worker').getByRole('button', { name: 'Hide the package changes', expanded: true }),
  ).toBeFocused();
  await expect(osUpdates.diffRows('worker').first()).toBeVisible();
  await osUpdates.search('worker').focus();
  await page.keyboard.type('podman');
  await expect(osUpdates.diffRows('worker')).toHaveCount(1);
  // A long table scrolls in a region of its own, which takes focus and scrolls from the keyboard.
  await osUpdates.search('worker').fill('');
  await osUpdates.chooseChanges('worker', /^Unchanged/, /^Upgraded/);
  await expect(osUpdates.pool('worker')).toContainText('439 shown');
  const region = page.getByRole('region', { name: /^Package changes from/ });
  await region.focus();
  await expect(region).toBeFocused();
  // End again once the rows drawn near the end are measured (their heights differ from the estimate).
  await expect
    .poll(async () => {
      await page.keyboard.press('End');
      return osUpdates.diffRows('worker').last().getAttribute('aria-rowindex');
    })
    .toBe('440');
  await osUpdates.chooseChanges('worker', /^Unchanged/, /^Upgraded/);
  // The change filter opens, ticks and closes from the keyboard, and focus comes back to it.
  await osUpdates.search('worker').fill('');
  await osUpdates.changeFilter('worker').focus();
  await page.keyboard.press('Enter');
  await expect(osUpdates.changeOption(/^Upgraded/)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(osUpdates.pool('worker')).toContainText('24 shown');
  await page.keyboard.press('Escape');
  await expect(osUpdates.changeFilter('worker')).toBeFocused();
  await expect(osUpdates.changeLabels('worker')).toContainText('Upgraded');
});
