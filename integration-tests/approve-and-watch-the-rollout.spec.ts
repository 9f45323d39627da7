import { expect, test } from './fixtures';

test(
  'approve worker and watch it roll out to up to date, all six nodes on the reviewed target',
  { tag: '@core' },
  async ({ page, demo, osUpdates, review }) => {
    const target = (await demo.pool('worker')).spec.configuration.name;
    await osUpdates.goto();
    const order = () =>
      page.locator('section[data-test^="pool-"]').evaluateAll((all) => all.map((e) => e.getAttribute('data-test')));
    await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
    const before = await order();
    await review.open('worker');
    await expect(review.target).toContainText(target);
    await expect(review.dialog.getByTestId('diff-count-upgraded')).toHaveText('24');
    // The full reference of what rolls out, not only its short digest.
    const image = await demo.kubectl('get', 'mc', target, '-o', 'jsonpath={.spec.osImageURL}');
    await expect(review.dialog.getByTestId('review-target-image')).toHaveText(image);
    // However eager the click, one confirmation sends one patch.
    await review.confirm.dblclick();
    await expect(review.dialog).toBeHidden();
    await expect(osUpdates.pool('worker').getByTestId('approve-success')).toContainText(
      'Approved: rolling out 40.20241019.3.0 to worker',
    );

    await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'updating');
    // The pools stay where the admin saw them while the page is open.
    expect(await order()).toEqual(before);
    await expect(osUpdates.pool('worker').getByTestId('pool-gate')).toHaveAttribute('data-gate', 'rolling-out');
    // One progress display: the bar says how far, the waves under it; the header does not repeat it.
    const progress = osUpdates.pool('worker').getByTestId('rollout-progress');
    await expect(progress).toContainText('Rolling out 40.20241019.3.0');
    await expect(progress).toContainText('0 of 6 updated');
    await expect(progress).toContainText('1 at a time, 6 waves left');
    await expect(osUpdates.pool('worker')).not.toContainText('machines updated');
    await expect(osUpdates.pool('worker').getByTestId('node-table').getByRole('row')).toHaveCount(7);

    // The controller moves only when the spec steps it: two nodes done, the third working.
    await demo.tick(3);
    await expect(progress).toContainText('2 of 6 updated, 1 updating');
    await expect(progress).toContainText('4 waves left');
    const table = osUpdates.pool('worker').getByTestId('node-table');
    await expect(table.getByTestId('node-worker-2')).toContainText('Working');
    await expect(table.getByTestId('node-worker-0')).toContainText('Updated');
    await expect(table.getByTestId('node-worker-5')).toContainText('Waiting');
    // No node failed: no column of empty reasons.
    await expect(table.getByRole('columnheader', { name: 'Reason' })).toHaveCount(0);
    await demo.tick(3);
    await expect(progress).toContainText('5 of 6 updated');
    await expect(progress).toContainText('1 at a time, 1 wave left');

    await demo.rollOut('worker');
    await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'up-to-date');
    await expect(osUpdates.pool('worker')).toContainText('6 of 6 machines updated');
    // What announced the rollout ends with it, and so does the progress.
    await expect(osUpdates.pool('worker').getByTestId('approve-success')).toHaveCount(0);
    await expect(progress).toHaveCount(0);
    await expect(osUpdates.pool('worker').getByTestId('rollout-complete')).toContainText(
      `The approved update is applied: 40.20241019.3.0 (${target})`,
    );

    const pool = await demo.pool('worker');
    expect(pool.status.configuration.name).toBe(target);
    expect(
      await demo.kubectl(
        'get',
        'mcp',
        'worker',
        '-o',
        'jsonpath={.metadata.annotations.os-updates\\.openshift\\.io/approved-config}',
      ),
    ).toBe(target);
    const current = await demo.kubectl(
      'get',
      'nodes',
      '-l',
      'node-role.kubernetes.io/worker',
      '-o',
      'jsonpath={range .items[*]}{.metadata.annotations.machineconfiguration\\.openshift\\.io/currentConfig}{"\\n"}{end}',
    );
    expect(current.trim().split('\n')).toEqual(Array(6).fill(target));
    const patches = (await demo.requests()).filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(JSON.parse(patches[0]?.body ?? '[]')).toEqual([
      { op: 'test', path: '/spec/paused', value: true },
      { op: 'test', path: '/spec/configuration/name', value: target },
      { op: 'replace', path: '/spec/paused', value: false },
      {
        op: 'add',
        path: '/metadata/annotations',
        value: {
          'os-updates.openshift.io/approved-config': target,
          'os-updates.openshift.io/gate': 'review-each-update',
        },
      },
    ]);
    await expect(page.getByTestId('pool-worker').getByTestId('approve')).toHaveCount(0);

    // Held again for the next review (the controller's part, done by hand here): no Resume,
    // which would do nothing but be held again.
    await demo.patchPool('worker', { spec: { paused: true } });
    await expect(osUpdates.pool('worker').getByTestId('pool-gate')).toHaveAttribute('data-gate', 'held');
    await expect(osUpdates.pool('worker').getByTestId('resume')).toHaveCount(0);
    await expect(osUpdates.pool('worker').getByTestId('hold')).toHaveCount(0);
  },
);
