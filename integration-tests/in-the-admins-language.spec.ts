import { expect, test } from './fixtures';

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('the page speaks the console language of the browser, plurals and numbers included', async ({
    page,
    osUpdates,
  }) => {
    await page.goto('/os-updates');
    await expect(page.getByRole('heading', { level: 1, name: 'OS 更新' })).toBeVisible();
    const worker = osUpdates.pool('worker');
    await expect(worker).toContainText('一度に 1 台、残り 6 ウェーブ');
    await expect(worker.getByRole('button', { name: 'レビューして承認' })).toBeVisible();
    await worker.getByRole('button', { name: /^パッケージの変更を表示/ }).click();
    await expect(worker.getByRole('textbox', { name: '名前でパッケージを検索' })).toBeVisible();
    await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
    // The navigation label comes from the same catalogue.
    await expect(page.getByRole('navigation', { name: 'Global' }).getByRole('link', { name: 'OS 更新' })).toBeVisible();
  });
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the review and the counts in French, plurals agreeing', async ({ page, demo, osUpdates }) => {
    await demo.publishRelease('2023-10-09-promote');
    await page.goto('/os-updates');
    const worker = osUpdates.pool('worker');
    await expect(worker).toContainText('1 à la fois, 6 vagues restantes');
    await expect(page.getByRole('heading', { level: 1, name: "Mises à jour de l'OS" })).toBeVisible();
    await expect(osUpdates.diffCount('worker', 'downgraded')).toHaveText('412');
    await expect(worker).toContainText('0 machines sur 6 mises à jour');
    await worker.getByTestId('approve').click();
    await expect(page.getByRole('dialog')).toContainText('412 paquets sont rétrogradés');
  });
});
