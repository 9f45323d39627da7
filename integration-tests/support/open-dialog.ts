import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `trigger` until `dialog` shows, and returns the dialog. Alerts that arrive above the
 * pools after the first paint (the controller's status, who holds the gate) move the buttons
 * down; on a busy machine a move can fall between the press and the release, and Chromium
 * then sends no click. A second click is sent only while no dialog shows.
 */
export async function openDialog(trigger: Locator, dialog: Locator): Promise<Locator> {
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click({ timeout: 10_000 });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  return dialog;
}
