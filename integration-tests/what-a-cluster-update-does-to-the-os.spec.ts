import { expect, test } from './fixtures';
import { lockfileSummary } from './support/os-update-cli';

const cliSummary = lockfileSummary;

test(
  "each available cluster update shows, pool by pool, what it would do to the OS: the CLI's counts, risks named",
  { tag: '@core' },
  async ({ page }) => {
    await page.goto('/os-updates');
    await page.getByRole('link', { name: 'Cluster updates' }).click();
    await expect(page).toHaveURL(/\/os-updates\/cluster-updates$/);
    await expect(page).toHaveTitle('Cluster updates · Red Hat OpenShift');

    // Recommended updates first, newest first; the conditional one last, with its risk.
    const candidates = page.locator('[data-test^="candidate-4."]');
    await expect(candidates).toHaveCount(3);
    expect(await candidates.evaluateAll((all) => all.map((e) => e.getAttribute('data-test')))).toEqual([
      'candidate-4.22.3',
      'candidate-4.22.2',
      'candidate-4.22.4',
    ]);
    const conditional = page.getByTestId('candidate-4.22.4');
    await expect(conditional).toContainText('Not recommended');
    await expect(conditional.getByTestId('candidate-risk')).toContainText('NodeKernelRegression');
    await expect(conditional.getByTestId('candidate-risk')).toContainText('Nodes with the older kernel may hang');

    // worker runs FCOS 2024-10-07, master 2024-10-21: each pool's diff is from what it runs.
    const rebase = page.getByTestId('candidate-4.22.2');
    const workerToRebase = await cliSummary('2024-10-07', '2023-10-09-promote');
    const masterToRebase = await cliSummary('2024-10-21', '2023-10-09-promote');
    for (const kind of ['upgraded', 'downgraded', 'added', 'removed'] as const) {
      await expect(rebase.getByTestId('pool-worker').getByTestId(`diff-count-${kind}`)).toHaveText(
        String(workerToRebase[kind]),
      );
      await expect(rebase.getByTestId('pool-master').getByTestId(`diff-count-${kind}`)).toHaveText(
        String(masterToRebase[kind]),
      );
    }
    await expect(conditional.getByTestId('pool-master').getByTestId('diff-count-downgraded')).toHaveText(
      String((await cliSummary('2024-10-21', '2024-05-06')).downgraded),
    );

    // The whole diff on request: the same table and search as a pool's.
    const worker = rebase.getByTestId('pool-worker');
    await worker.getByRole('button', { name: 'Show the package changes' }).click();
    await worker.getByRole('textbox', { name: 'Search packages by name' }).fill('kernel');
    await expect(
      worker
        .getByRole('grid', { name: /^Package changes from/ })
        .locator('[data-test="diff-row"]')
        .first(),
    ).toContainText('kernel');
  },
);
