import { expect, test } from './fixtures';
import { osUpdate } from './support/os-update-cli';

test('the worker diff in the browser has the counts os-update diff prints for the same manifests', async ({
  osUpdates,
}) => {
  const cli = JSON.parse(
    await osUpdate(
      'diff',
      'fixtures/fcos/manifest-lock.x86_64.2024-10-07.json',
      'fixtures/fcos/manifest-lock.x86_64.2024-10-21.json',
      '--format',
      'json',
    ),
  ) as { summary: Record<string, number> };
  await osUpdates.goto();
  for (const kind of ['upgraded', 'downgraded', 'added', 'removed', 'unchanged'] as const) {
    await expect(osUpdates.diffCount('worker', kind)).toHaveText(String(cli.summary[kind]));
  }
  await osUpdates.showPackages('worker');
  const table = osUpdates.diffTable('worker');
  await expect(table.getByRole('row').nth(1)).toContainText('kernel');
  await expect(table.getByRole('row').nth(1)).toContainText('Key package');
});

test('a reverted release shows its downgrades flagged', async ({ demo, osUpdates }) => {
  // Publish the promotion, roll it out to worker by hand, then publish the revert: 47 downgrades.
  await demo.publishRelease('2023-10-09-promote');
  const promoted = (await demo.pool('worker')).spec.configuration.name;
  await demo.patchPool('worker', { status: { configuration: { name: promoted } } }, { status: true });
  await demo.publishRelease('2023-10-09-revert');
  await osUpdates.goto();
  await expect(osUpdates.diffCount('worker', 'downgraded')).toHaveText('47');
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('0');
  await osUpdates.showPackages('worker');
  const table = osUpdates.diffTable('worker');
  await expect(table.getByRole('row').nth(1)).toContainText('Downgraded');
});

test('advisories of the target image are listed when its release info has them', async ({ page, demo, osUpdates }) => {
  const name = 'os-release-info-40.20241019.3.0';
  const cm = JSON.parse(await demo.kubectl('get', 'cm', '-n', 'openshift-machine-config-operator', name, '-o', 'json'));
  const metadata = JSON.parse(cm.data['metadata.json']);
  metadata.advisories = [
    ['FEDORA-2024-7d3a1b', 1, 3],
    ['FEDORA-2024-0c11fe', 2, 0],
  ];
  cm.data['metadata.json'] = JSON.stringify(metadata);
  await demo.apply(JSON.stringify(cm));
  await osUpdates.goto();
  const toggle = osUpdates.pool('worker').getByRole('button', { name: '2 advisories in the target image' });
  await toggle.click();
  await expect(osUpdates.pool('worker')).toContainText('FEDORA-2024-7d3a1b · security · important');
  await expect(osUpdates.pool('worker')).toContainText('FEDORA-2024-0c11fe · bugfix · none');
  await expect(page.getByTestId('release-info-problem')).toHaveCount(0);
});

test('each rendered config is fetched once, however often the pools change', async ({ page, demo, osUpdates }) => {
  const fetched = new Map<string, number>();
  page.on('request', (r) => {
    const m = /\/machineconfigs\/([^/?]+)$/.exec(new URL(r.url()).pathname);
    if (m?.[1]) fetched.set(m[1], (fetched.get(m[1]) ?? 0) + 1);
  });
  await osUpdates.goto();
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
  // Two changes to the pools, each seen through the watch.
  for (const max of [2, 1]) {
    await demo.patchPool('infra', { spec: { maxUnavailable: max } });
    await expect(osUpdates.pool('infra')).toContainText(`${max} at a time`);
  }
  const pools = await demo.kubectl(
    'get',
    'mcp',
    '-o',
    'jsonpath={range .items[*]}{.spec.configuration.name} {.status.configuration.name} {end}',
  );
  const names = new Set(pools.trim().split(/\s+/));
  expect([...fetched.keys()].sort()).toEqual([...names].sort());
  expect([...fetched.values()].every((count) => count === 1)).toBe(true);
});
