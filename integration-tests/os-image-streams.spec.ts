import { expect, test } from './fixtures';
import { lockfileSummary, type ChangeKind } from './support/os-update-cli';

const KINDS: readonly ChangeKind[] = ['upgraded', 'downgraded', 'added', 'removed', 'unchanged'];
/** The demo's stream images are made of the FCOS lockfiles: the CLI's counts of those are the oracle. */
const cliSummary = lockfileSummary;

// The 5.0-style demo cluster: 5.0.0 ships rhel-9 (the last Fedora 39 list, 2024-04-19) and
// rhel-10 (the first Fedora 40 one, 2024-05-06), rhel-10 the default; worker asked for rhel-9.
test(
  "each pool's OS stream, and what moving worker to rhel-10 would change; the Cluster updates page gives each pool its stream's image",
  { tag: '@core' },
  async ({ page, demo, osUpdates }) => {
    // A cluster without the OSImageStream API (4.22's default) shows nothing of streams.
    await osUpdates.goto();
    await expect(osUpdates.poolState('worker')).toBeVisible();
    await expect(page.getByTestId('pool-stream')).toHaveCount(0);
    await expect(page.getByTestId('cluster-streams')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Compare with / })).toHaveCount(0);

    await demo.reset('os-streams');
    await osUpdates.goto();
    await expect(page.getByTestId('cluster-streams')).toHaveText(
      /^OS streams: rhel-9 sha256:[0-9a-f]{12}, rhel-10 \(default\) sha256:[0-9a-f]{12}$/,
    );
    await expect(osUpdates.stream('worker')).toHaveAttribute('data-stream', 'rhel-9');
    await expect(osUpdates.stream('master')).toHaveAttribute('data-stream', 'rhel-10');
    await osUpdates.stream('master').focus();
    await expect(page.getByRole('tooltip')).toContainText("OS stream rhel-10, the cluster's default");

    const rebase = await cliSummary('2024-04-19', '2024-05-06');
    expect(rebase.upgraded).toBeGreaterThan(100);
    const comparison = await osUpdates.compareWithStream('worker', 'rhel-10');
    await expect(comparison).toContainText(
      'From 9.6.20240419-0, which its machines run, to 10.1.20240506-0 of rhel-10',
    );
    for (const kind of KINDS)
      await expect(comparison.getByTestId(`diff-count-${kind}`)).toHaveText(String(rebase[kind]));
    // Nothing was changed by looking.
    expect((await demo.pool('worker')).spec.osImageStream).toEqual({ name: 'rhel-9' });

    // 5.0.1 rebuilds rhel-9 with the same packages and moves rhel-10 on: each pool gets its own.
    await page.getByRole('link', { name: 'Cluster updates' }).click();
    const update = page.getByTestId('candidate-5.0.1');
    const [worker, master] = await Promise.all([
      cliSummary('2024-04-19', '2024-04-19'),
      cliSummary('2024-05-06', '2024-10-21'),
    ]);
    await expect(update.getByTestId('pool-worker').getByRole('heading')).toHaveText(
      'Pool worker: 9.6.20240419-0 → 9.6.20240503-0',
    );
    await expect(update.getByTestId('pool-master').getByRole('heading')).toHaveText(
      'Pool master: 10.1.20240506-0 → 10.1.20241021-0',
    );
    for (const kind of KINDS) {
      await expect(update.getByTestId('pool-worker').getByTestId(`diff-count-${kind}`)).toHaveText(
        String(worker[kind]),
      );
      await expect(update.getByTestId('pool-master').getByTestId(`diff-count-${kind}`)).toHaveText(
        String(master[kind]),
      );
    }
  },
);

test(
  'moving worker to rhel-10 goes through the review: held, its rhel-10 target reviewed and approved, every machine on rhel-10',
  { tag: '@core' },
  async ({ page, demo, osUpdates, review }) => {
    await demo.reset('os-streams');
    const before = (await demo.pool('worker')).spec.configuration.name;
    await osUpdates.goto();

    // master's switch says what it costs; cancelled, nothing changes.
    await osUpdates.switchStreamButton('master', 'rhel-9').click();
    const masterDialog = page.getByRole('dialog', { name: 'Move pool master to rhel-9?' });
    await expect(masterDialog).toContainText('This moves the control plane to another OS');
    await masterDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(masterDialog).toBeHidden();

    await osUpdates.switchStreamButton('worker', 'rhel-10').click();
    const dialog = page.getByRole('dialog', { name: 'Move pool worker to rhel-10?' });
    await expect(dialog).toContainText('Nothing rolls out until you review that target and approve it');
    await dialog.getByRole('button', { name: 'Hold and switch to rhel-10' }).click();
    await expect(dialog).toBeHidden();

    // Held, with a new target the render controller made from the rhel-10 image.
    await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'awaiting-approval');
    await expect(osUpdates.pool('worker').getByTestId('pool-gate')).toHaveAttribute('data-gate', 'held');
    await expect(osUpdates.stream('worker')).toHaveText('rhel-9 → rhel-10');
    const held = await demo.pool('worker');
    expect(held.spec.paused).toBe(true);
    expect(held.spec.osImageStream).toEqual({ name: 'rhel-10' });
    const target = held.spec.configuration.name;
    expect(target).not.toBe(before);
    const rhel10 = (
      JSON.parse(await demo.kubectl('get', 'osimagestream', 'cluster', '-o', 'json')) as {
        status: { availableStreams: { name: string; osImage: string }[] };
      }
    ).status.availableStreams.find((s) => s.name === 'rhel-10')!.osImage;
    expect(await demo.kubectl('get', 'mc', target, '-o', 'jsonpath={.spec.osImageURL}')).toBe(rhel10);
    // No machine moved before the review.
    await demo.tick(3);
    expect((await demo.pool('worker')).status.updatedMachineCount).toBe(0);

    const rebase = await cliSummary('2024-04-19', '2024-05-06');
    await review.open('worker');
    await expect(review.target).toContainText(target);
    await expect(review.dialog.getByTestId('review-target-image')).toHaveText(rhel10);
    await expect(review.dialog.getByTestId('review-stream')).toContainText(
      'rhel-9 → rhel-10: another major OS version',
    );
    for (const kind of ['upgraded', 'added', 'removed'] as const)
      await expect(review.dialog.getByTestId(`diff-count-${kind}`)).toHaveText(String(rebase[kind]));
    await review.confirm.click();
    await expect(review.dialog).toBeHidden();

    await demo.rollOut('worker');
    await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'up-to-date');
    await expect(osUpdates.stream('worker')).toHaveText('rhel-10');
    const done = await demo.pool('worker');
    expect(done.status.configuration.name).toBe(target);
    expect(done.status.osImageStream).toEqual({ name: 'rhel-10' });
  },
);
