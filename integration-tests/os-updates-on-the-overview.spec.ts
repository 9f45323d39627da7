import { expect, test } from './fixtures';

test(
  "the Overview's status card says how many pools wait for an OS update approval, and leads to the page",
  { tag: '@core' },
  async ({ page, demo }) => {
    // The console's landing page for a cluster admin.
    await page.goto('/dashboards');
    // The console marks each of its status card's health items with its title.
    const item = page.locator('div[data-test="OS updates"]');
    await expect(item).toContainText('2 pools awaiting approval');

    await item.getByRole('button', { name: 'OS updates' }).click();
    const popup = page.getByTestId('os-updates-health');
    await expect(popup).toContainText('Awaiting approval: infra, worker');
    await popup.getByRole('link', { name: 'View OS updates' }).click();
    await expect(page).toHaveURL(/\/os-updates$/);

    // One pool approved and rolling: the item counts what is left, in the singular.
    await demo.kubectl('patch', 'mcp', 'infra', '--type=merge', '-p', '{"spec":{"paused":false}}');
    await page.goto('/dashboards');
    await expect(item).toContainText('1 pool awaiting approval');
  },
);
