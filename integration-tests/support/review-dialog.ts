import type { Locator, Page } from '@playwright/test';
import { openDialog } from './open-dialog';

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
  readonly strictGate: Locator;
  /** The config part: every changed file, unit, kernel argument; then the disruption. */
  readonly configChanges: Locator;
  readonly disruption: Locator;
  /** Why update: "Fixes N CVEs (K in the kernel)", and the CVEs. */
  readonly fixes: Locator;
  readonly cves: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^Review the (update|downgrade) of pool/ });
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
    this.strictGate = this.dialog.getByRole('checkbox', { name: /^Pause it again if anyone else unpauses it/ });
    this.configChanges = this.dialog.getByTestId('config-changes');
    this.disruption = this.dialog.getByTestId('review-disruption');
    this.fixes = this.dialog.getByTestId('review-fixes');
    this.cves = this.dialog.getByTestId('review-cves').getByTestId('changelog-id');
  }

  /** A changed file's row, by path. */
  file(path: string): Locator {
    return this.configChanges
      .getByRole('listitem')
      .filter({ has: this.page.locator(`code`, { hasText: path }) })
      .first();
  }

  /** A changed unit's or kernel argument's row, by name. */
  item(list: 'Systemd units' | 'Kernel' | 'Extensions', name: string): Locator {
    return this.configChanges.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: name });
  }

  /** Opens a file's line diff and returns it. */
  async showFileChanges(path: string): Promise<Locator> {
    const row = this.file(path);
    await row.getByRole('button', { name: `Show the changes to ${path}` }).click();
    return row;
  }

  /**
   * Chooses "Roll out in a maintenance window" starting at `start` (the browser's local date
   * and time of it, as the admin types them), `length` as the select names it.
   */
  async inAWindow(start: number, length: string, repeat: 'Once' | 'Every week, until the pool is updated' = 'Once') {
    await this.dialog.getByRole('radio', { name: 'Roll out in a maintenance window' }).check();
    const local = await this.page.evaluate((ms) => {
      const d = new Date(ms);
      const pad = (n: number) => String(n).padStart(2, '0');
      return {
        date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
        time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
      };
    }, start);
    await this.dialog.getByLabel('Window start date').fill(local.date);
    await this.dialog.getByLabel('Window start time').fill(local.time);
    await this.dialog.getByLabel('Window start time').press('Tab');
    await this.dialog.getByLabel('Window length').selectOption({ label: length });
    await this.dialog.getByLabel('Window repeats').selectOption({ label: repeat });
  }

  /** Chooses "Canary first" and ticks the machines to go first. */
  async canaryFirst(...machines: string[]): Promise<void> {
    await this.dialog.getByRole('radio', { name: /^Canary first/ }).check();
    for (const machine of machines)
      await this.dialog.getByRole('checkbox', { name: new RegExp(`^${machine}\\b`) }).check();
  }

  async open(pool: string): Promise<void> {
    await openDialog(this.page.getByTestId(`pool-${pool}`).getByTestId('approve'), this.dialog);
  }
}
