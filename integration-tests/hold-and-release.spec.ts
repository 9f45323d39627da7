import { expect, test } from './fixtures';
import { openDialog } from './support/open-dialog';

test(
  'hold an up-to-date pool: it says it is held, and Resume opens it again',
  { tag: '@core' },
  async ({ page, demo, osUpdates }) => {
    await osUpdates.goto();
    const masterGate = osUpdates.pool('master').getByTestId('pool-gate');
    await expect(masterGate).toHaveAttribute('data-gate', 'open');
    await expect(masterGate).toContainText('Open: OS updates roll out as soon as they are published');

    const hold = await openDialog(
      osUpdates.pool('master').getByTestId('hold'),
      page.getByRole('dialog', { name: 'Hold updates of pool master?' }),
    );
    await hold.getByTestId('confirm-hold').click();
    await expect(hold).toBeHidden();
    await expect(masterGate).toHaveAttribute('data-gate', 'held');
    await expect(masterGate).toContainText('Held: OS updates wait for approval');
    expect((await demo.pool('master')).spec.paused).toBe(true);

    // Nothing is pending: resuming is a plain confirmation, not a review.
    await expect(osUpdates.pool('master').getByTestId('approve')).toHaveCount(0);
    const resume = await openDialog(
      osUpdates.pool('master').getByTestId('resume'),
      page.getByRole('dialog', { name: 'Resume updates of pool master?' }),
    );
    await expect(resume).toContainText('the next OS update rolls out without a review');
    await resume.getByTestId('confirm-resume').click();
    await expect(resume).toBeHidden();
    await expect(masterGate).toHaveAttribute('data-gate', 'open');
    expect((await demo.pool('master')).spec.paused).toBe(false);
    const patches = (await demo.requests()).filter((r) => r.method === 'PATCH');
    expect(JSON.parse(patches[1]?.body ?? '[]')).toContainEqual({
      op: 'test',
      path: '/spec/configuration/name',
      value: (await demo.pool('master')).spec.configuration.name,
    });
  },
);

test(
  'hold mid-rollout: the pool says how far it got, keeps its nodes, and is released through the review',
  { tag: '@core' },
  async ({ page, demo, osUpdates, review }) => {
    await demo.kubectl('patch', 'mcp', 'worker', '--type=merge', '-p', '{"spec":{"paused":false}}');
    await demo.tick(4); // three workers updated, the fourth working
    await osUpdates.goto();
    await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'updating');

    const hold = await openDialog(
      osUpdates.pool('worker').getByTestId('hold'),
      page.getByRole('dialog', { name: 'Hold updates of pool worker?' }),
    );
    await hold.getByTestId('confirm-hold').click();
    await expect(hold).toBeHidden();
    await demo.tick(2); // the working node finishes; no other starts
    const worker = osUpdates.pool('worker');
    await expect(worker.getByTestId('pool-gate')).toHaveAttribute('data-gate', 'held');
    await expect(worker.getByTestId('pool-gate')).toContainText('Paused: 4 of 6 on the new config');
    await expect(worker.getByTestId('held-mid-rollout')).toContainText(
      'Machines joining this pool now get the new config',
    );
    await expect(worker.getByTestId('node-table').getByRole('row')).toHaveCount(7);
    await expect(worker.getByTestId('node-worker-5')).toContainText('Waiting');
    await expect(worker).toContainText('2 waves left');
    expect((await demo.pool('worker')).spec.paused).toBe(true);

    await review.open('worker');
    await expect(review.dialog.getByTestId('review-machines')).toContainText('2 of 6 machines to update');
    await review.confirm.click();
    await expect(review.dialog).toBeHidden();
    await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'updating');
    expect((await demo.pool('worker')).spec.paused).toBe(false);
  },
);

test('holding master warns that it blocks cluster upgrades', async ({ page, osUpdates }) => {
  await osUpdates.goto();
  const hold = await openDialog(
    osUpdates.pool('master').getByTestId('hold'),
    page.getByRole('dialog', { name: 'Hold updates of pool master?' }),
  );
  await expect(hold).toContainText('A paused master pool blocks cluster upgrades');
  await hold.getByRole('button', { name: 'Cancel' }).click();
  await expect(hold).toBeHidden();
});
