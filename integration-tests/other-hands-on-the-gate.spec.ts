import { expect, test } from './fixtures';
import type { DemoCluster } from './support/demo-cluster';
import type { OsUpdatesPage } from './support/os-updates-page';
import type { ReviewDialog } from './support/review-dialog';

/**
 * A cluster where the gate's admission policies were not installed (or were removed): only the
 * in-cluster controller holds the gate, reactively. With them, these unpauses are refused
 * (the-gate-holds-with-the-controller-down.spec.ts).
 */
const withoutGatePolicies = (demo: DemoCluster) =>
  demo.kubectl(
    'delete',
    'validatingadmissionpolicybindings',
    'os-updates-held-pool-unpause',
    'os-updates-gated-node-target',
  );

/** What the console's "Resume updates" and "Full update" send: a plain `add`, no `test`. */
const consoleResume = (demo: DemoCluster) =>
  demo.kubectl('patch', 'mcp', 'worker', '--type=json', '-p', '[{"op":"add","path":"/spec/paused","value":false}]');

/**
 * worker approved with "review every OS update" (strict or not), rolled out, held again by
 * the controller; then the next release moves its target while it is held.
 */
async function heldWithAnUnreviewedTarget(
  demo: DemoCluster,
  osUpdates: OsUpdatesPage,
  review: ReviewDialog,
  strict: boolean,
) {
  await osUpdates.goto();
  await review.open('worker');
  await expect(review.reviewEachUpdate).toBeChecked();
  await expect(review.strictGate).not.toBeChecked();
  if (strict) await review.strictGate.check();
  await review.confirm.click();
  await expect(review.dialog).toBeHidden();
  await demo.rollOut('worker');
  const gate = osUpdates.pool('worker').getByTestId('pool-gate');
  await expect(gate).toHaveAttribute('data-gate', 'held');
  const { pools } = await demo.publishRelease();
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'awaiting-approval');
  return pools.worker!;
}

test(
  "without the admission policies, another hand unpauses a held pool (the console's Resume): the controller records it, the page says so, the rollout goes on",
  { tag: '@core' },
  async ({ demo, osUpdates, review }) => {
    await withoutGatePolicies(demo);
    const stop = demo.startController();
    try {
      const target = await heldWithAnUnreviewedTarget(demo, osUpdates, review, false);
      await expect(osUpdates.page.getByTestId('gate-enforcement')).toHaveAttribute(
        'data-enforcement',
        'controller-only',
      );
      await consoleResume(demo);

      const note = osUpdates.pool('worker').getByTestId('released-without-review');
      await expect(note).toContainText('Released without review');
      await expect(note).toContainText(target);
      await expect
        .poll(async () => (await demo.poolEvents('worker')).find((e) => e.reason === 'ReleasedWithoutReview'))
        .toMatchObject({ type: 'Warning', message: expect.stringContaining(`its target ${target} was not approved`) });
      const pool = await demo.pool('worker');
      expect(pool.spec.paused).toBe(false);
      expect(pool.metadata.annotations?.['os-updates.openshift.io/released-without-review']).toBe(target);
      // Whoever resumed it may mean it: it rolls out.
      await demo.tick();
      await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'updating');
      expect((await demo.pool('worker')).spec.paused).toBe(false);
    } finally {
      await stop();
    }
  },
);

test(
  'without the admission policies and with a strict gate, a pool another hand unpauses is paused again at once, with an Event',
  { tag: '@core' },
  async ({ demo, osUpdates, review }) => {
    await withoutGatePolicies(demo);
    const stop = demo.startController();
    try {
      const target = await heldWithAnUnreviewedTarget(demo, osUpdates, review, true);
      expect((await demo.pool('worker')).metadata.annotations?.['os-updates.openshift.io/strict-gate']).toBe('true');
      await consoleResume(demo);

      await expect
        .poll(async () => (await demo.poolEvents('worker')).find((e) => e.reason === 'ReleasedWithoutReview')?.message)
        .toContain('paused again, the gate is strict');
      await expect(osUpdates.pool('worker').getByTestId('pool-gate')).toHaveAttribute('data-gate', 'held');
      const pool = await demo.pool('worker');
      expect(pool.spec.paused).toBe(true);
      expect(pool.spec.configuration.name).toBe(target);
      // No machine started on the unreviewed target.
      expect(pool.status.updatedMachineCount).toBe(0);
    } finally {
      await stop();
    }
  },
);
