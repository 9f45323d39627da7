import { expect, test } from './fixtures';

const workerConfig = (name: string) =>
  JSON.stringify({
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfig',
    metadata: { name, labels: { 'machineconfiguration.openshift.io/role': 'worker' } },
    spec: { kernelArguments: ['mitigations=auto'] },
  });

test.describe('before approving: what could stall the rollout, and how long it takes', { tag: '@core' }, () => {
  test('a budget that allows no disruption over worker’s pods is named at load and in its review', async ({
    page,
    osUpdates,
    review,
  }) => {
    await osUpdates.goto();
    // At load, before any review: the summary row and worker's card name what holds its drain.
    await expect(page.getByTestId('waiting-worker').getByTestId('preflight-label')).toHaveText(
      'Drain held by payments/db on 3 machines',
    );
    await expect(osUpdates.pool('worker').getByTestId('preflight-label')).toHaveText(
      'Drain held by payments/db on 3 machines',
    );
    await expect(page.getByTestId('waiting-infra').getByTestId('preflight-label')).toHaveCount(0);
    // …with the alerts of worker's machines and budgets, and how long it takes: the review's verdict, in labels.
    const row = page.getByTestId('waiting-worker');
    await expect(row.getByTestId('preflight-alerts')).toHaveText('1 alert firing');
    await expect(osUpdates.pool('worker').getByTestId('preflight-alerts')).toHaveText('1 alert firing');
    const atLoad = row.getByTestId('preflight-duration');
    await expect(atLoad).toHaveAttribute('data-kind', 'at-least');
    await expect(atLoad).toHaveText(/^At least \d+ min$/);
    const floor = (await atLoad.textContent())!.replace('At least ', '');
    await expect(osUpdates.pool('worker').getByTestId('preflight-duration')).toHaveText(`At least ${floor}`);
    // infra's machines have no alert of their own; worker's budget is not theirs.
    await expect(page.getByTestId('waiting-infra').getByTestId('preflight-alerts')).toHaveCount(0);
    await expect(page.getByTestId('waiting-infra').getByTestId('preflight-duration')).toHaveText(/^At least \d+ min$/);
    await review.open('worker');
    // The review leads with the verdict, and its Approve button repeats it.
    const verdict = review.dialog.getByTestId('preflight-verdict');
    await expect(verdict).toHaveAttribute('data-stalls', 'true');
    await expect(verdict).toContainText(
      /Will stall: the drain is held by payments\/db \(3 machines\); 1 alert is firing\. It takes at least \d+ min \(no update of these machines was seen here: a floor, not a forecast\)\.$/,
    );
    await expect(verdict).toContainText(`It takes at least ${floor} (`);
    await expect(verdict).toBeInViewport();
    const note = review.dialog.getByTestId('confirm-verdict');
    await expect(note).toContainText('Will stall: the drain is held by payments/db (3 machines)');
    await expect(note).toBeInViewport();
    const preflight = review.dialog.getByTestId('preflight');
    const blocker = preflight.getByTestId('preflight-blocker');
    await expect(blocker).toHaveAttribute('data-budget', 'payments/db');
    await expect(blocker).toContainText(
      '3 machines run pods of payments/db, whose budget allows no disruption: their drain will wait until it does',
    );
    await expect(blocker.getByRole('list', { name: 'Pods the budget payments/db holds' })).toContainText(
      'db-0 (StatefulSet db) on worker-0',
    );
    // shop/web allows one disruption: not a blocker.
    await expect(preflight.getByTestId('preflight-blocker')).toHaveCount(1);
    // The cluster's own rule fires for a budget at its limit; the review shows it with its summary.
    await expect(
      preflight.getByTestId('preflight-alert').filter({ hasText: 'PodDisruptionBudgetAtLimit' }),
    ).toContainText('The pod disruption budget is preventing further disruption to pods.');
    // Never updated here: no duration can be told.
    await expect(preflight.getByTestId('preflight-forecast')).toHaveAttribute('data-history', 'none');
    await expect(preflight.getByTestId('preflight-forecast')).toContainText('No history');
    // A floor still: worker's waves at the documented 5 minutes or more each.
    await expect(preflight.getByTestId('preflight-forecast')).toContainText(/^At least \d+ min: \d+ waves of \d+/);
    await review.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(osUpdates.pool('worker').getByTestId('preflight-label')).toHaveText(
      'Drain held by payments/db on 3 machines',
    );
    // infra's config change drains too, and nothing holds it.
    await review.open('infra');
    await expect(review.dialog.getByTestId('preflight-no-blockers')).toContainText('Nothing holds the drain');
    await expect(review.dialog.getByTestId('preflight-verdict')).toHaveAttribute('data-stalls', 'false');
    await expect(review.dialog.getByTestId('preflight-verdict')).toContainText('Nothing found that would stall it.');
    // worker's budget at its limit is not infra's: its alert stays in worker's review.
    await expect(review.dialog.getByTestId('preflight-no-alerts')).toBeVisible();
    await expect(review.dialog.locator('[data-alert="PodDisruptionBudgetAtLimit"]')).toHaveCount(0);
  });

  test('a refused budgets read fails that part alone: the machines and how long it takes still show', async ({
    demo,
    osUpdates,
    review,
  }) => {
    await demo.fault({
      path: '/poddisruptionbudgets',
      status: 404,
      message: 'the server could not find the requested resource',
    });
    await osUpdates.goto();
    await review.open('worker');
    const unread = review.dialog.getByTestId('preflight-budgets-unread');
    await expect(unread).toContainText(
      'The PodDisruptionBudgets could not be read: whether one will hold the drain is not known',
    );
    await expect(unread).toContainText('the server could not find the requested resource');
    await expect(review.dialog.getByTestId('preflight-no-blockers')).toHaveCount(0);
    await expect(review.dialog.getByTestId('preflight-forecast')).toHaveAttribute('data-history', 'none');
  });

  test('a machine already NotReady is counted, a firing precheck alert is shown, a silenced one left out', async ({
    page,
    demo,
    osUpdates,
    review,
  }) => {
    await demo.kubectl(
      'patch',
      'node',
      'worker-4',
      '--subresource=status',
      '--type=merge',
      '-p',
      JSON.stringify({ status: { conditions: [{ type: 'Ready', status: 'False', reason: 'KubeletNotReady' }] } }),
    );
    // The node controller syncs the pool when a machine's readiness changes: worker-4 now counts unavailable.
    await demo.tick();
    await expect.poll(async () => (await demo.pool('worker')).status.unavailableMachineCount).toBe(1);
    await demo.fireAlert(
      { alertname: 'EtcdBackupStale', severity: 'warning', openShiftUpdatePrecheck: 'true' },
      { summary: 'No etcd backup in the last 3 days.' },
    );
    // An alert the admins silenced is not put before them again: counted, not listed.
    await demo.silence([{ name: 'alertname', value: 'PodDisruptionBudgetAtLimit' }]);
    await osUpdates.goto();
    // At load: worker-4 counted by the pool's status; the precheck alert fires for every pool, the silenced one for none.
    const row = page.getByTestId('waiting-worker');
    await expect(row.getByTestId('preflight-unavailable')).toHaveText('1 machine unavailable');
    await expect(row.getByTestId('preflight-alerts')).toHaveText('2 alerts firing');
    await review.open('worker');
    const unavailable = review.dialog.getByTestId('preflight-unavailable');
    await expect(unavailable).toContainText('1 machine is unavailable already');
    await expect(unavailable).toContainText('worker-4: not ready');
    // maxUnavailable 1 is used up: nothing starts until it is back.
    await expect(unavailable).toContainText(
      'No machine starts until one is back: the pool updates at most 1 at a time',
    );
    const precheck = review.dialog.locator('[data-test="preflight-alert"][data-alert="EtcdBackupStale"]');
    await expect(precheck).toContainText('an update precheck');
    await expect(precheck).toContainText('No etcd backup in the last 3 days.');
    await expect(review.dialog.locator('[data-alert="KubeNodeNotReady"]')).toContainText('worker-4');
    await expect(review.dialog.getByTestId('preflight-silenced')).toHaveText('1 silenced alert is left out.');
    await expect(review.dialog.locator('[data-alert="PodDisruptionBudgetAtLimit"]')).toHaveCount(0);
  });

  test('after worker has rolled out once, its next review says how long it takes, and flags a window too short', async ({
    page,
    demo,
    osUpdates,
    review,
  }) => {
    const stop = demo.startController();
    try {
      await osUpdates.goto();
      await review.open('worker');
      await expect(review.dialog.getByTestId('preflight-forecast')).toHaveAttribute('data-history', 'none');
      await review.confirm.click();
      await expect(review.dialog).toBeHidden();
      // Each step one machine; the demo's clock moves 16 minutes between them, as a real rollout's would.
      // worker-0 runs payments/db's pod: while it drains, its row says which budget holds it.
      let heldSeen = false;
      for (let step = 0; step < 10; step++) {
        const pool = await demo.pool('worker');
        if (pool.status.configuration.name === pool.spec.configuration.name) break;
        await demo.advanceClock(16 * 60);
        await demo.tick();
        const worker0 = await demo.get<{ metadata: { annotations: Record<string, string> } }>('/api/v1/nodes/worker-0');
        if (!heldSeen && worker0.metadata.annotations['machineconfiguration.openshift.io/state'] === 'Working') {
          const row = osUpdates
            .pool('worker')
            .getByTestId('node-table')
            .getByRole('row', { name: /worker-0/ });
          await expect(row).toContainText('draining');
          await expect(row.getByTestId('drain-held-by')).toHaveText('Held by payments/db');
          heldSeen = true;
        }
      }
      expect(heldSeen).toBe(true);
      await expect.poll(async () => (await demo.pool('worker')).spec.paused).toBe(true);
      await demo.apply(workerConfig('99-worker-mitigations'));
      await expect(osUpdates.pool('worker').getByTestId('approve')).toBeVisible();
      // At load as in the review: the forecast from the machines' last rollout.
      const atLoad = page.getByTestId('waiting-worker').getByTestId('preflight-duration');
      await expect(atLoad).toHaveAttribute('data-kind', 'forecast');
      await expect(atLoad).toHaveText(/^About 1 h 3\d min$/);
      const about = (await atLoad.textContent())!.replace('About ', '');
      await review.open('worker');
      await expect(review.dialog.getByTestId('preflight-verdict')).toContainText(`It should take about ${about}.`);
      const forecast = review.dialog.getByTestId('preflight-forecast');
      await expect(forecast).toHaveAttribute('data-history', 'known');
      await expect(forecast).toContainText(
        /About 1 h 3\d min \(6 machines, 1 at a time, 1[56] min each in the last rollout\)/,
      );
      await review.inAWindow(await demo.windowStartAhead(), '1 hour');
      await expect(review.dialog.getByTestId('window-shorter-than-forecast')).toContainText(
        'This window ends before 2 of the 6 machines are done; they stay held until the next one',
      );
    } finally {
      await stop();
    }
  });

  test('where the alerts may not be read, the review says so and how to look', async ({ demo, osUpdates, review }) => {
    await demo.fault({ path: 'thanos-querier', status: 403, message: 'forbidden: services/proxy' });
    await osUpdates.goto();
    await review.open('worker');
    await expect(review.dialog.getByTestId('preflight-alerts-forbidden')).toContainText('cluster-monitoring-view');
    // Nothing waits on the alerts: the rest of the pre-flight is there.
    await expect(review.dialog.getByTestId('preflight-blocker')).toHaveAttribute('data-budget', 'payments/db');
  });
});
