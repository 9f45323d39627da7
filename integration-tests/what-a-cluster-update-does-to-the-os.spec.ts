import { expect, test } from './fixtures';
import { lockfileSummary } from './support/os-update-cli';

const cliSummary = lockfileSummary;
const KINDS = ['upgraded', 'downgraded', 'added', 'removed'] as const;

test(
  "each available cluster update shows, pool by pool, what it would do to the OS: the CLI's counts, risks named",
  { tag: '@core' },
  async ({ page }) => {
    await page.goto('/os-updates');
    await page.getByRole('link', { name: 'Cluster updates' }).click();
    await expect(page).toHaveURL(/\/os-updates\/cluster-updates$/);
    await expect(page).toHaveTitle('Cluster updates · Red Hat OpenShift');
    // Where a cluster update is chosen, what its "Full update" would do to the held pools.
    await expect(page.getByTestId('full-update-unpauses')).toContainText('A cluster update can release held pools');

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
    const risk = conditional.getByTestId('candidate-risk');
    await expect(risk).toContainText('NodeKernelRegression');
    await expect(risk).toContainText('Nodes with the older kernel may hang');
    // The risk's page is a link that opens beside the console, not text to copy.
    const riskPage = risk.getByRole('link', { name: 'https://example.com/os-update-demo/kernel-regression' });
    await expect(riskPage).toHaveAttribute('href', 'https://example.com/os-update-demo/kernel-regression');
    await expect(riskPage).toHaveAttribute('target', '_blank');
    await expect(riskPage).toHaveAttribute('rel', 'noopener noreferrer');

    // worker runs FCOS 2024-10-07; infra and master run 2024-10-21: one diff for the two of
    // them, from what they run.
    const rebase = page.getByTestId('candidate-4.22.3');
    const worker = rebase.getByRole('region', { name: 'Pool worker', exact: true });
    const infraAndMaster = rebase.getByRole('region', { name: 'Pools infra, master', exact: true });
    await expect(rebase.getByRole('region', { name: /^Pools? / })).toHaveCount(2);
    await expect(infraAndMaster.getByRole('heading')).toHaveText(
      'Pools infra, master: 40.20241019.3.0 → 41.20241024.3.0',
    );
    const workerToRebase = await cliSummary('2024-10-07', '2024-10-24');
    const masterToRebase = await cliSummary('2024-10-21', '2024-10-24');
    for (const kind of KINDS) {
      await expect(worker.getByTestId(`diff-count-${kind}`)).toHaveText(String(workerToRebase[kind]));
      await expect(infraAndMaster.getByTestId(`diff-count-${kind}`)).toHaveText(String(masterToRebase[kind]));
    }
    // Newer releases carry newer OS builds: nothing goes back, nothing flagged.
    await expect(page.getByTestId('candidate-4.22.2').getByTestId('candidate-downgrade')).toHaveCount(0);
    await expect(rebase.getByTestId('candidate-downgrade')).toHaveCount(0);

    // The whole diff on request: the same table and search as a pool's.
    await worker.getByRole('button', { name: 'Show the package changes' }).click();
    await worker.getByRole('textbox', { name: 'Search packages by name' }).fill('kernel');
    await expect(
      worker
        .getByRole('grid', { name: /^Package changes from/ })
        .locator('[data-test="diff-row"]')
        .first(),
    ).toContainText('kernel');

    // Back to OS updates, where the way here was.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'OS updates' }).click();
    await expect(page).toHaveURL(/\/os-updates$/);
  },
);

test('a newer release that carries an older OS says the OS goes back, kernel versions and all', async ({ page }) => {
  await page.goto('/os-updates/cluster-updates');
  // 4.22.4 ships FCOS 2024-05-06: older than what every pool runs.
  const conditional = page.getByTestId('candidate-4.22.4');
  await expect(conditional.getByText('OS downgrade', { exact: true })).toBeVisible();
  const worker = conditional.getByRole('region', { name: 'Pool worker', exact: true });
  const infraAndMaster = conditional.getByRole('region', { name: 'Pools infra, master', exact: true });
  await expect(worker.getByTestId('candidate-downgrade')).toContainText(
    'This update moves the OS back: 40.20241006.3.0 → 40.20240504.3.0',
  );
  await expect(worker.getByTestId('candidate-downgrade')).toContainText(
    'The kernel goes back from 6.10.10-200.fc40 to 6.8.5-301.fc40',
  );
  await expect(infraAndMaster.getByTestId('candidate-downgrade')).toContainText(
    'This update moves the OS back: 40.20241019.3.0 → 40.20240504.3.0',
  );
  await expect(infraAndMaster.getByTestId('candidate-downgrade')).toContainText(
    'The kernel goes back from 6.10.12-200.fc40 to 6.8.5-301.fc40',
  );
  const toConditional = await cliSummary('2024-10-21', '2024-05-06');
  expect(toConditional.downgraded).toBeGreaterThan(toConditional.upgraded);
  await expect(infraAndMaster.getByTestId('diff-count-downgraded')).toHaveText(String(toConditional.downgraded));
});
