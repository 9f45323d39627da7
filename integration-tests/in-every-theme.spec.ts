import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ContrastMode, Theme } from './support/console-chrome';

/** Serious and critical axe-core violations in the plugin's own content (not the console's). */
async function violationsInPools(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[data-test="pool-worker"]')
    .include('[data-test="pool-master"]')
    // The kind badges of resource links are the console's own (its ResourceLink), in its colours.
    .exclude('.co-m-resource-icon')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** Chooses a look, opens the page from the console's navigation, and checks it reads well. */
async function looksRight(page: Page, name: string, htmlClass: RegExp, open: () => Promise<void>) {
  await open();
  await expect(page.locator('html')).toHaveClass(htmlClass);
  await expect(page.getByTestId('pool-worker').getByTestId('pool-state')).toHaveText(
    'Update available, awaiting approval',
  );
  // Its package table too, opened as an admin opens it (the shell changes its theme in place:
  // the table opened for the look before may still be open).
  const toggle = page.getByTestId('pool-worker').getByRole('button', { name: /^(Show|Hide) the package changes/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByTestId('pool-worker').getByTestId('diff-row').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  expect(await violationsInPools(page), name).toEqual([]);
}

// On console 5.0 the looks below include these two (its default contrast, Glass, light and dark).
test(
  'the page reads well in the light and the dark theme',
  { tag: ['@core', '@not-on-5.0'] },
  async ({ page, console, osUpdates }) => {
    // One load of the console: the theme changes in place, the page is reached from the nav.
    await page.goto('/');
    for (const [theme, htmlClass] of [
      ['Dark', /pf-v6-theme-dark/],
      ['Light', /^(?!.*pf-v6-theme-dark)/],
    ] as [Theme, RegExp][]) {
      await looksRight(page, theme, htmlClass, async () => {
        await console.chooseTheme(theme);
        await osUpdates.followNav();
      });
    }
  },
);

test(
  "console 5.0's Glass, Traditional and High contrast looks, light and dark",
  { tag: '@console-5.0' },
  async ({ page, console, osUpdates }) => {
    // Six looks of the real console, from one load of it (27 MB of JS): each is chosen in the
    // console's User Preferences, the page then reached from the nav.
    test.slow();
    await page.goto('/');
    for (const [mode, htmlClass] of [
      ['High contrast', /pf-v6-theme-high-contrast/],
      ['Traditional', /^(?!.*pf-v6-theme-(glass|high-contrast))/],
      ['Glass', /pf-v6-theme-glass/],
    ] as [ContrastMode, RegExp][]) {
      for (const theme of ['Dark', 'Light'] as Theme[]) {
        await looksRight(page, `${mode} ${theme}`, htmlClass, async () => {
          await console.chooseContrast(mode);
          await console.chooseTheme(theme);
          await osUpdates.followNav();
        });
      }
    }
  },
);
