import { expect, test } from './fixtures';
import type { DemoCluster } from './support/demo-cluster';
import { openDialog } from './support/open-dialog';

const CANARY_LABEL = 'node-role.kubernetes.io/worker-canary';
const CANARY_POOL = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools/worker-canary';

interface DemoNode {
  metadata: { labels: Record<string, string>; annotations: Record<string, string> };
  status: { nodeInfo: { bootID: string } };
}
const node = (demo: DemoCluster, name: string) => demo.get<DemoNode>(`/api/v1/nodes/${name}`);
const runs = async (demo: DemoCluster, name: string) =>
  (await node(demo, name)).metadata.annotations['machineconfiguration.openshift.io/currentConfig'];
const canaryGone = async (demo: DemoCluster) => {
  try {
    await demo.get(CANARY_POOL);
    return false;
  } catch {
    return true;
  }
};

/** Steps the simulated machine-config operator until `done` holds (the page and controller act between steps). */
async function stepUntil(demo: DemoCluster, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await demo.tick();
        return false;
      },
      { timeout: 60_000, intervals: [300] },
    )
    .toBe(true);
}

test.describe('Canary first', { tag: '@core' }, () => {
  test('a canary of one machine of worker rolls out alone; Promote rolls out the rest; with the page closed the controller returns the machine without an update and deletes the canary pool', async ({
    page,
    demo,
    osUpdates,
    review,
  }) => {
    const worker = await demo.pool('worker');
    const target = worker.spec.configuration.name;
    const before = await runs(demo, 'worker-1');
    await osUpdates.goto();
    await review.open('worker');
    await review.canaryFirst('worker-0');
    await expect(review.dialog).toContainText('1 of 6 machines go first');
    await expect(review.confirm).toHaveText('Approve for the canary');
    await review.confirm.click();
    await expect(review.dialog).toBeHidden();
    const canary = osUpdates.canary('worker');
    await expect(canary.panel).toBeVisible();
    // Before the canary's render reaches it, worker-0 waits (its daemon's "Done" is of its old config).
    await expect(canary.panel.getByRole('row', { name: /worker-0/ })).toContainText('Waiting');
    expect((await node(demo, 'worker-0')).metadata.labels[CANARY_LABEL]).toBe('');
    // Approved: worker reads as rolling out through its canary, nowhere as awaiting approval.
    await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'updating');
    await expect(osUpdates.poolState('worker')).toHaveText('Approved: canary worker-canary updates first');
    await expect(osUpdates.pool('worker').getByTestId('pool-gate')).toHaveText(
      'Held until the canary worker-canary is promoted',
    );
    await expect(osUpdates.approveButton('worker')).toHaveCount(0);
    await expect(osUpdates.pool('worker').getByRole('button', { name: 'Resume updates' })).toHaveCount(0);
    await expect(page.getByTestId('waiting-worker')).toHaveCount(0);
    const started = osUpdates.pool('worker').getByTestId('approve-success');
    await expect(started).toContainText('Canary started');

    // The page approves the canary for its render of the reviewed content; it rolls out alone.
    await stepUntil(demo, async () => (await canary.phase.getAttribute('data-phase')) === 'watching');
    const canaryConfig = await runs(demo, 'worker-0');
    expect(canaryConfig).toMatch(/^rendered-worker-canary-/);
    const boot = (await node(demo, 'worker-0')).status.nodeInfo.bootID;
    for (const other of ['worker-1', 'worker-2', 'worker-3', 'worker-4', 'worker-5'])
      expect(await runs(demo, other)).toBe(before);
    expect((await demo.pool('worker')).spec.paused).toBe(true);
    await expect(canary.message).toContainText(`The canary runs ${canaryConfig}, the content of ${target}.`);
    await expect(canary.panel.getByRole('row', { name: /worker-0/ })).toContainText('Updated');

    const promote = await openDialog(
      canary.promote,
      page.getByRole('dialog', { name: 'Promote the canary to worker' }),
    );
    // What will stall the rest of worker, said beside Promote: payments/db's pods on its other machines.
    await expect(promote.getByTestId('confirm-verdict')).toContainText('Will stall: the drain is held by payments/db');
    await promote.getByTestId('confirm-canary-promote').click();
    await expect(promote).toBeHidden();
    await expect(canary.phase).toHaveAttribute('data-phase', 'returning');
    await expect(canary.promote).toHaveCount(0);
    // "Canary started" announced what is now over.
    await expect(started).toHaveCount(0);
    expect((await demo.pool('worker')).metadata.annotations?.['os-updates.openshift.io/approved-config']).toBe(target);

    // The page closed: the controller returns worker-0 and deletes the canary pool.
    await page.goto('about:blank');
    const stop = demo.startController();
    try {
      // Handed worker's render of the content it runs, worker-0 is neither drained nor rebooted,
      // as the MCO's daemon treats an empty diff; the page says what the daemon says it does.
      // Stepping stops as soon as its daemon works on it (the next step finishes an empty diff):
      // the controller returned it meanwhile, with the page closed.
      await stepUntil(demo, async () => {
        const ann = (await node(demo, 'worker-0')).metadata.annotations;
        return (
          ann['machineconfiguration.openshift.io/desiredConfig'] === target &&
          ann['machineconfiguration.openshift.io/state'] === 'Working'
        );
      });
      await osUpdates.goto();
      const returned = osUpdates
        .pool('worker')
        .getByTestId('node-table')
        .getByRole('row', { name: /worker-0/ });
      await expect(returned).toContainText('finishing the update');
      await expect(returned).not.toContainText('draining');
      await page.goto('about:blank');
      await stepUntil(demo, () => canaryGone(demo));
      await stepUntil(demo, async () => (await demo.pool('worker')).status.updatedMachineCount === 6);
    } finally {
      await stop();
    }
    expect(await runs(demo, 'worker-0')).toBe(target);
    expect((await node(demo, 'worker-0')).status.nodeInfo.bootID).toBe(boot); // no reboot: the same content
    expect((await node(demo, 'worker-0')).metadata.labels[CANARY_LABEL]).toBeUndefined();
    const reasons = (await demo.poolEvents('worker')).map((e) => e.reason);
    expect(reasons).toEqual(expect.arrayContaining(['CanaryMachineReturned', 'CanaryPoolDeleted']));
    await osUpdates.goto();
    await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'up-to-date');
    await expect(canary.panel).toHaveCount(0);
    await expect(osUpdates.pool('worker-canary')).toHaveCount(0);
  });

  test('Stop leaves worker held and the canary machine where it is, with how to roll it back', async ({
    page,
    demo,
    osUpdates,
    review,
  }) => {
    const before = await runs(demo, 'worker-3');
    await osUpdates.goto();
    await review.open('worker');
    await review.canaryFirst('worker-3');
    await review.confirm.click();
    await expect(review.dialog).toBeHidden();
    const canary = osUpdates.canary('worker');
    await stepUntil(demo, async () => (await canary.phase.getAttribute('data-phase')) === 'watching');
    // The console's Resume and "Full update" (a plain add of paused: false) do not release worker meanwhile.
    await expect(
      demo.kubectl('patch', 'mcp', 'worker', '--type=json', '-p', '[{"op":"add","path":"/spec/paused","value":false}]'),
    ).rejects.toThrow(/MachineConfigPool worker is held for review in OS updates/);
    const stop = await openDialog(canary.stop, page.getByRole('dialog', { name: 'Stop the canary of worker' }));
    await expect(stop).toContainText('To roll them back, pin the OS image worker runs');
    await stop.getByTestId('confirm-canary-stop').click();
    await expect(stop).toBeHidden();
    await expect(canary.phase).toHaveAttribute('data-phase', 'stopped');
    await expect(canary.message).toContainText('To roll them back, pin the OS image worker runs');
    await expect(canary.promote).toHaveCount(0); // decided: nothing left to promote
    await expect(canary.stop).toHaveCount(0);
    await demo.tick(3);
    expect((await demo.pool('worker')).spec.paused).toBe(true);
    expect(await runs(demo, 'worker-3')).toMatch(/^rendered-worker-canary-/);
    expect(await runs(demo, 'worker-1')).toBe(before);
  });

  test('a target moved between the canary and the promotion asks for a new review', async ({
    demo,
    osUpdates,
    review,
  }) => {
    await osUpdates.goto();
    await review.open('worker');
    await review.canaryFirst('worker-0');
    await review.confirm.click();
    await expect(review.dialog).toBeHidden();
    const canary = osUpdates.canary('worker');
    await stepUntil(demo, async () => (await canary.phase.getAttribute('data-phase')) === 'watching');
    await demo.apply(
      JSON.stringify({
        apiVersion: 'machineconfiguration.openshift.io/v1',
        kind: 'MachineConfig',
        metadata: { name: '99-worker-motd', labels: { 'machineconfiguration.openshift.io/role': 'worker' } },
        spec: {
          config: {
            ignition: { version: '3.4.0' },
            storage: { files: [{ path: '/etc/motd', mode: 420, contents: { source: 'data:,moved' } }] },
          },
        },
      }),
    );
    await expect(canary.phase).toHaveAttribute('data-phase', 'needs-review');
    await expect(canary.message).toContainText('review worker again');
    await expect(canary.promote).toBeDisabled();
    expect((await demo.pool('worker')).spec.paused).toBe(true);
  });

  test("how many machines go first, and the rest promoted by the controller once the canary is healthy, for the review's window", async ({
    page,
    demo,
    osUpdates,
    review,
  }) => {
    const target = (await demo.pool('worker')).spec.configuration.name;
    await osUpdates.goto();
    await review.open('worker');
    await review.dialog.getByRole('radio', { name: /^Canary first/ }).check();
    // Nothing chosen yet: the next step, said plainly (not an error), and Confirm waits for it.
    await expect(review.blocked).toHaveText('Choose the machines to update first.');
    await expect(review.blocked).toHaveAttribute('data-todo', 'true');
    await expect(review.confirm).toBeDisabled();
    // The pre-flight's finding beside each machine: payments/db's budget holds worker-0's drain.
    await expect(review.dialog.getByText('Its drain waits for payments/db').first()).toBeVisible();
    const more = review.dialog.getByRole('button', { name: 'One machine more' });
    await more.click();
    await more.click();
    // Across zones, the machines whose drain nothing holds first.
    await expect(review.dialog.getByRole('checkbox', { name: /^worker-3 \(zone us-east-1a\)/ })).toBeChecked();
    await expect(review.dialog.getByRole('checkbox', { name: /^worker-4 \(zone us-east-1b\)/ })).toBeChecked();
    await expect(review.dialog.getByRole('checkbox', { name: /^worker-0\b/ })).not.toBeChecked();
    await review.dialog.getByRole('button', { name: 'One machine fewer' }).click();
    await expect(review.dialog).toContainText('1 of 6 machines go first');
    await review.dialog.getByRole('radio', { name: /^When the canary is healthy/ }).check();
    const start = Date.now() + 3 * 24 * 3600_000;
    await review.inAWindow(start, '2 hours');
    await review.confirm.click();
    await expect(review.dialog).toBeHidden();
    const recorded = (await demo.get<{ metadata: { annotations: Record<string, string> } }>(CANARY_POOL)).metadata
      .annotations['os-updates.openshift.io/canary-promotion'];
    expect(JSON.parse(recorded ?? '{}')).toMatchObject({
      laterWaves: 'when-healthy',
      reviewEachUpdate: true,
      window: { durationMinutes: 120, repeat: 'once' },
    });
    const canary = osUpdates.canary('worker');
    await expect(canary.panel.getByTestId('canary-promotion')).toContainText(
      'worker is promoted when the canary is healthy; its other machines roll out in the maintenance window starting',
    );
    await page.goto('about:blank');
    const stop = demo.startController();
    try {
      await stepUntil(demo, async () =>
        Boolean((await demo.pool('worker')).metadata.annotations?.['os-updates.openshift.io/maintenance-window']),
      );
    } finally {
      await stop();
    }
    const worker = await demo.pool('worker');
    expect(worker.spec.paused).toBe(true);
    expect(
      JSON.parse(worker.metadata.annotations?.['os-updates.openshift.io/maintenance-window'] ?? '{}'),
    ).toMatchObject({
      target,
      durationMinutes: 120,
    });
    expect(await runs(demo, 'worker-3')).toMatch(/^rendered-worker-canary-/);
    await osUpdates.goto();
    await expect(canary.phase).toHaveAttribute('data-phase', 'scheduled');
    await expect(canary.message).toContainText(`worker is approved for ${target} in the window starting`);
    await expect(canary.promote).toHaveCount(0);
  });
});
