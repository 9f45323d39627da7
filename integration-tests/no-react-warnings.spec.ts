import { expect, test } from './fixtures';
import { SpawnedDemo } from './support/spawned-demo';
import { openDialog } from './support/open-dialog';

const demo = new SpawnedDemo(9240, 9241);
test.afterEach(() => demo.stop());

test('with development React, as a console developer runs it, the plugin causes no React warning', async ({ page }) => {
  await demo.start('--react-development', '--step-ms', '0', '--no-controller');
  const warnings: string[] = [];
  page.on('console', (message) => {
    // React's development build reports misuse as console errors starting "Warning:".
    if (/^Warning:|React does not recognize|validateDOMNesting/.test(message.text())) warnings.push(message.text());
  });
  await page.goto(`${demo.url}/os-updates`);
  const worker = page.getByTestId('pool-worker');
  await expect(worker.getByTestId('diff-count-upgraded')).toHaveText('24');
  await worker.getByRole('button', { name: 'Copy the target OS image of worker' }).hover();
  await worker.getByRole('button', { name: /^Show the package changes/ }).click();
  await worker.getByRole('button', { name: /^Filter by change/ }).click();
  await page.getByRole('menuitem', { name: /^Unchanged/ }).click();
  await page.keyboard.press('Escape');
  await worker.getByRole('textbox', { name: 'Search packages by name' }).fill('kernel');
  await worker.getByRole('button', { name: 'Clear all filters' }).first().click(); // the toolbar's (an empty state may have one too)

  await worker.getByTestId('approve').click();
  const review = page.getByRole('dialog', { name: 'Review the update of pool worker' });
  await expect(review.getByTestId('diff-count-upgraded')).toHaveText('24');
  await review.getByRole('button', { name: 'Cancel' }).click();
  const hold = await openDialog(
    page.getByTestId('pool-master').getByTestId('hold'),
    page.getByRole('dialog', { name: 'Hold updates of pool master?' }),
  );
  await hold.getByRole('button', { name: 'Cancel' }).click();
  await expect(hold).toBeHidden();

  await page.goto(`${demo.url}/k8s/cluster/machineconfiguration.openshift.io~v1~MachineConfigPool/worker/os-update`);
  await expect(page.getByTestId('pool-worker').getByTestId('pool-gate')).toHaveAttribute('data-gate', 'held');
  expect(warnings).toEqual([]);
});
