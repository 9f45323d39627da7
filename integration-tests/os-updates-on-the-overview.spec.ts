import { expect, test } from './fixtures';

test(
  "the Overview's status card says how many pools wait for an OS update approval, and leads to the page",
  { tag: '@core' },
  async ({ page, demo, console }) => {
    await page.goto('/');
    await console.follow('Home', 'Overview');
    const status = page.getByRole('region', { name: 'Status' }).or(page.locator('[aria-label="Status"]'));
    const item = status.getByTestId('health-item').filter({ hasText: 'OS updates' });
    await expect(item).toContainText('2 pools awaiting approval');

    await item.getByRole('button', { name: 'OS updates' }).click();
    const popup = page.getByTestId('os-updates-health');
    await expect(popup).toContainText('Awaiting approval: infra, worker');
    await popup.getByRole('link', { name: 'View OS updates' }).click();
    await expect(page).toHaveURL(/\/os-updates$/);

    // One pool approved and rolling: the item counts what is left, in the singular.
    await demo.kubectl('patch', 'mcp', 'infra', '--type=merge', '-p', '{"spec":{"paused":false}}');
    await page.goto('/dashboards');
    await expect(page.getByTestId('health-item').filter({ hasText: 'OS updates' })).toContainText(
      '1 pool awaiting approval',
    );
  },
);
