import type { Locator, Page } from '@playwright/test';
import type { ConsoleChrome } from './console-chrome';

/** The plugin's "OS updates" page, as an admin sees it. */
export class OsUpdatesPage {
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    private readonly console: ConsoleChrome,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: 'OS updates' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/os-updates');
  }

  /** Opens the page the way an admin does: Administration → OS updates. */
  async openFromNav(): Promise<void> {
    await this.page.goto('/');
    await this.followNav();
  }

  /** Administration → OS updates from wherever the console is now (no reload). */
  async followNav(): Promise<void> {
    await this.console.follow('Administration', 'OS updates');
  }

  pool(name: string): Locator {
    return this.page.locator(`[data-test="pool-${name}"]`);
  }

  /** The canary panel on a pool's card, its phase (`data-phase`) and its Promote and Stop. */
  canary(pool: string) {
    const panel = this.pool(pool).getByTestId(`canary-${pool}`);
    return {
      panel,
      phase: panel.getByTestId('canary-phase'),
      message: panel.getByTestId('canary-message'),
      promote: panel.getByRole('button', { name: `Promote to ${pool}` }),
      stop: panel.getByRole('button', { name: 'Stop the canary' }),
    };
  }

  /**
   * Without the controller's summaries, a card works out what its pool's change costs only
   * when asked: the pool's disruption label once worked out.
   */
  async workOutDisruption(name: string): Promise<Locator> {
    await this.pool(name).getByRole('button', { name: 'Work out the disruption' }).click();
    return this.pool(name).getByTestId('pool-disruption');
  }

  poolState(name: string): Locator {
    return this.pool(name).locator('[data-test="pool-state"]');
  }

  /**
   * Opens a pool's package changes (collapsed on the card until asked for; the counts show
   * at once), as an admin does; a pool whose URL already filters them is open.
   */
  async showPackages(pool: string): Promise<void> {
    const toggle = this.pool(pool).getByRole('button', { name: /^Show the package changes/ });
    await toggle.click();
    await this.pool(pool).getByRole('button', { name: 'Hide the package changes' }).waitFor();
  }

  diffTable(pool: string): Locator {
    return this.pool(pool).getByRole('grid', { name: /^Package changes from/ });
  }

  /** Data rows of the diff table (only those rendered: the table is virtualised). */
  diffRows(pool: string): Locator {
    return this.diffTable(pool).locator('[data-test="diff-row"]');
  }

  /** The "Filter by change" menu's toggle of a pool's diff toolbar. */
  changeFilter(pool: string): Locator {
    return this.pool(pool).getByRole('button', { name: /^Filter by change/ });
  }

  /** One class in the open "Filter by change" menu (its name starts with the class). */
  changeOption(kind: RegExp): Locator {
    return this.page.getByRole('menu', { name: 'Classes of package change' }).getByRole('menuitem', { name: kind });
  }

  /** The labels of the classes chosen, under their "Change" category (the one on screen). */
  changeLabels(pool: string): Locator {
    return this.pool(pool).getByRole('list', { name: 'Change', exact: true }).filter({ visible: true });
  }

  /** Ticks classes in the "Filter by change" menu, then closes it. */
  async chooseChanges(pool: string, ...kinds: RegExp[]): Promise<void> {
    await this.changeFilter(pool).click();
    for (const kind of kinds) await this.changeOption(kind).click();
    await this.page.keyboard.press('Escape');
  }

  search(pool: string): Locator {
    return this.pool(pool).getByRole('textbox', { name: /^Search packages by name/ });
  }

  /** A package's row in a pool's diff table, by its exact name. */
  diffRow(pool: string, name: string): Locator {
    return this.diffRows(pool).filter({
      has: this.page.getByRole('gridcell', { name: new RegExp(`^${name}( Key package)?$`) }),
    });
  }

  /** Expands a package's row to its new changelog entries, and returns them. */
  async showChangelog(pool: string, name: string): Promise<Locator> {
    await this.diffRow(pool, name).getByRole('button', { name: 'Details' }).click();
    return this.pool(pool).getByTestId('diff-changelog');
  }

  /** Chooses an export format and returns the download. */
  async export(pool: string, format: RegExp) {
    const download = this.page.waitForEvent('download');
    await this.pool(pool).getByRole('button', { name: 'Export' }).click();
    await this.page.getByRole('menuitem', { name: format }).click();
    return download;
  }

  /**
   * Starts recording whether an element with this `data-test` id ever shows up on the page
   * (a MutationObserver in the page), for what must never be shown, not even for a moment.
   */
  async recordAppearances(testId: string): Promise<() => Promise<boolean>> {
    const key = `__seen_${testId.replace(/\W/g, '_')}`;
    await this.page.evaluate(
      ([id, flag]) => {
        const w = window as unknown as Record<string, boolean>;
        w[flag] = document.querySelector(`[data-test="${id}"]`) !== null;
        new MutationObserver(() => {
          if (document.querySelector(`[data-test="${id}"]`)) w[flag] = true;
        }).observe(document.body, { subtree: true, childList: true });
      },
      [testId, key] as const,
    );
    return () => this.page.evaluate((flag) => (window as unknown as Record<string, boolean>)[flag] === true, key);
  }

  /** An image-mode pool's build: `data-state` building, succeeded, failed or interrupted. */
  build(pool: string): Locator {
    return this.pool(pool).getByTestId('pool-build');
  }

  /** An image-mode pool's target built image (`data-digest`). */
  targetImage(pool: string): Locator {
    return this.pool(pool).getByTestId('pool-target-image');
  }

  /** A pool's OS stream label (`data-stream`), on clusters with streams. */
  stream(pool: string): Locator {
    return this.pool(pool).getByTestId('pool-stream');
  }

  /** Opens what moving a pool to another stream would change, and returns that comparison. */
  async compareWithStream(pool: string, stream: string): Promise<Locator> {
    await this.pool(pool)
      .getByRole('button', { name: `Compare with ${stream}` })
      .click();
    return this.pool(pool).getByRole('region', { name: `Pool ${pool} compared with ${stream}` });
  }

  switchStreamButton(pool: string, stream: string): Locator {
    return this.pool(pool).getByRole('button', { name: `Switch to ${stream}` });
  }

  approveButton(pool: string): Locator {
    return this.pool(pool).getByRole('button', { name: 'Review and approve' });
  }

  diffCount(pool: string, kind: 'upgraded' | 'downgraded' | 'added' | 'removed' | 'unchanged'): Locator {
    return this.pool(pool).locator(`[data-test="diff-count-${kind}"]`);
  }
}
