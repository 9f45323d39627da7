import type { Locator, Page } from '@playwright/test';

/** The review an admin opens with "Review and approve", and confirms. */
export class ReviewDialog {
  readonly dialog: Locator;
  readonly confirm: Locator;
  readonly error: Locator;
  readonly target: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^Review the update of pool/ });
    this.confirm = this.dialog.getByTestId('confirm-approve');
    this.error = this.dialog.getByTestId('approve-error');
    this.target = this.dialog.getByTestId('review-target');
  }

  async open(pool: string): Promise<void> {
    await this.page.getByTestId(`pool-${pool}`).getByTestId('approve').click();
    await this.dialog.waitFor();
  }
}
