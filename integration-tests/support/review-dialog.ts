import type { Locator, Page } from '@playwright/test';

/** The review an admin opens with "Review and approve", and confirms. */
export class ReviewDialog {
  readonly dialog: Locator;
  readonly confirm: Locator;
  readonly cancel: Locator;
  readonly error: Locator;
  readonly target: Locator;
  readonly targetMoved: Locator;
  readonly blocked: Locator;
  readonly acknowledgeNoDiff: Locator;
  readonly acknowledgeDowngrades: Locator;
  readonly reviewEachUpdate: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^Review the update of pool/ });
    this.confirm = this.dialog.getByTestId('confirm-approve');
    this.cancel = this.dialog.locator('footer').getByRole('button', { name: /^(Cancel|Close)$/ });
    this.error = this.dialog.getByTestId('approve-error');
    this.target = this.dialog.getByTestId('review-target');
    this.targetMoved = this.dialog.getByTestId('review-target-moved');
    this.blocked = this.dialog.getByTestId('confirm-blocked');
    this.acknowledgeNoDiff = this.dialog.getByRole('checkbox', { name: 'Approve without seeing the package changes' });
    this.acknowledgeDowngrades = this.dialog.getByRole('checkbox', {
      name: /^Roll out although \d+ packages are downgraded/,
    });
    this.reviewEachUpdate = this.dialog.getByRole('checkbox', { name: 'Review every OS update of this pool' });
  }

  async open(pool: string): Promise<void> {
    await this.page.getByTestId(`pool-${pool}`).getByTestId('approve').click();
    await this.dialog.waitFor();
  }
}
