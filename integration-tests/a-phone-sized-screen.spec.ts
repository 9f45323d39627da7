import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the page fits: toolbar within the card, a sortable table, and the review names the pool', async ({
  page,
  osUpdates,
  review,
}) => {
  await osUpdates.goto();
  const worker = osUpdates.pool('worker');
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
  await osUpdates.showPackages('worker');
  // Nothing sticks out of the page sideways; the wide table scrolls inside its own region.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const card = (await worker.boundingBox())!;
  for (const control of [worker.getByRole('button', { name: 'Export' }), worker.getByText('24 shown')]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
  }
  // The filters fold behind one toggle, and come back with it.
  await worker.getByRole('button', { name: 'Show Filters' }).click();
  await expect(osUpdates.search('worker')).toBeVisible();
  await worker.getByRole('button', { name: 'Show Filters' }).click();
  await expect(osUpdates.search('worker')).toBeHidden();
  // The table keeps its headers, so it can still be sorted.
  await osUpdates.diffTable('worker').getByRole('button', { name: 'Package' }).click();
  await expect(osUpdates.diffRows('worker').first().locator('td').first()).toHaveText('afterburn');
  await expect(osUpdates.diffTable('worker').getByRole('columnheader', { name: 'Package' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await review.open('worker');
  await expect(review.dialog.getByText('Pool worker: 40.20241006.3.0 → 40.20241019.3.0')).toBeVisible();
});
