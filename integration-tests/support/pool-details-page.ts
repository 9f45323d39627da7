import type { Locator, Page } from '@playwright/test';

/** The console's MachineConfigPool pages, where the plugin adds its tab. */
export class PoolDetailsPage {
  constructor(readonly page: Page) {}

  async openFromPoolList(name: string): Promise<void> {
    await this.page.goto('/');
    await this.page
      .getByRole('navigation', { name: 'Global' })
      .getByRole('link', { name: 'MachineConfigPools' })
      .click();
    await this.page.getByRole('grid', { name: 'MachineConfigPools' }).getByRole('link', { name, exact: true }).click();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  pool(name: string): Locator {
    return this.page.locator(`[data-test="pool-${name}"]`);
  }
}
