import { expect, type Locator, type Page } from '@playwright/test';

export type ConsoleKind = 'shell' | 'console-4.22' | 'console-5.0';
export type Theme = 'Light' | 'Dark';
export type ContrastMode = 'Glass' | 'Traditional' | 'High contrast';

/**
 * The console around the plugin, as an admin uses it: its navigation, its user menu
 * (impersonation), who is logged in, the theme. The same intents in the project's console
 * shell and in the real consoles; where they are reached differently, it says how.
 */
export class ConsoleChrome {
  readonly nav: Locator;

  constructor(
    readonly page: Page,
    readonly kind: ConsoleKind,
    private readonly viewerURL: string | undefined,
  ) {
    // The shell names its navigation "Global", the console "Nav".
    this.nav = page.getByRole('navigation', { name: /^(Global|Nav)$/ });
  }

  get isRealConsole(): boolean {
    return this.kind !== 'shell';
  }

  /** Follows the console's navigation to a page (a section folded away is opened first). */
  async follow(section: string, item: string): Promise<void> {
    const toggle = this.nav.getByRole('button', { name: section, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await this.nav.getByRole('link', { name: item, exact: true }).click();
  }

  /**
   * Logs in as the read-only viewer: the shell's demo switch; for a real console, the same
   * console served to the viewer (its backend has no login page of its own).
   */
  async logInAsViewer(path: string): Promise<void> {
    if (this.kind === 'shell') {
      await this.page.goto(path);
      const users = this.page.getByRole('group', { name: 'Demo user' });
      await users.getByRole('button', { name: 'Viewer (read-only)' }).click();
      await expect(users.getByRole('button', { name: 'Viewer (read-only)' })).toHaveAttribute('aria-pressed', 'true');
    } else await this.page.goto(`${this.viewerURL}${path}`);
  }

  /** The user menu's "Impersonate": from then on the console acts as that user (no reload). */
  async impersonate(user: string): Promise<void> {
    await this.page
      .getByRole('banner')
      .getByRole('button', { name: /^(User menu|kube:admin)$/ })
      .click();
    // 4.22 says "Impersonate", 5.0 "Impersonate user".
    await this.page.getByRole('menuitem', { name: /^Impersonate( user)?$/i }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Impersonate' });
    await dialog.getByLabel('Username to impersonate').fill(user);
    await dialog.getByRole('button', { name: 'Impersonate', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Chooses a theme: the shell's switch, or the console's User Preferences → Theme. */
  async chooseTheme(theme: Theme): Promise<void> {
    if (this.kind === 'shell') {
      await this.page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: theme }).click();
      return;
    }
    await this.choosePreference(0, theme);
  }

  /** Console 5.0's User Preferences → Contrast mode: its Glass (default), Traditional and High contrast looks. */
  async chooseContrast(mode: ContrastMode): Promise<void> {
    await this.choosePreference(1, mode);
  }

  /** The n-th select of User Preferences → General (Theme, then 5.0's Contrast mode). */
  private async choosePreference(index: number, option: string): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: 'User menu' }).click();
    await this.page.getByRole('menuitem', { name: /^User preferences$/i }).click();
    await this.page.getByRole('tabpanel').getByRole('button').nth(index).click();
    // 5.0's options carry a description after their name.
    await this.page.getByRole('option', { name: new RegExp(`^${option}\\b`) }).click();
  }
}
