import type { Locator, Page } from '@playwright/test';
import type { ConsoleChrome } from './console-chrome';

/** The console's MachineConfigPool pages, where the plugin adds its tab. */
export class PoolDetailsPage {
  constructor(
    readonly page: Page,
    private readonly console: ConsoleChrome,
  ) {}

  /** Compute → MachineConfigPools → the pool, as an admin gets there. */
  async openFromPoolList(name: string): Promise<void> {
    await this.page.goto('/');
    await this.console.follow('Compute', 'MachineConfigPools');
    await this.page.getByRole('main').getByRole('link', { name, exact: true }).click();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  pool(name: string): Locator {
    return this.page.locator(`[data-test="pool-${name}"]`);
  }
}
