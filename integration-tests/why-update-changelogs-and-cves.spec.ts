import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { DemoCluster } from './support/demo-cluster';
import { seriousViolations } from './support/axe';
import { changelogOracle, imageRpmdbRoot } from './support/image-rpmdb';
import { SpawnedDemo } from './support/spawned-demo';

// The whole demo as `npm start` runs it: the registry's node images carry rpm databases, and
// the controller publishes the changelogs between the images each pool runs and targets.
const spawned = new SpawnedDemo(9290, 9291, 9292);
test.use({ baseURL: spawned.url });
test.afterEach(() => spawned.stop());

const CREDS = 'os-update:not-a-real-secret-1';
const CVE = /^CVE-\d{4}-\d{4,}$/;

test('why update: the review says which CVEs the update fixes, as rpm -q --changelog says; a row shows its changelog; search finds a CVE; a custom image without metalayer shows its packages', async ({
  page,
  osUpdates,
  review,
}) => {
  test.setTimeout(240_000);
  const output = await spawned.start('--step-ms', '0');
  const cluster = new DemoCluster(`http://127.0.0.1:${spawned.apiPort}`);
  const mirror = (image: string) =>
    image.replace('quay.io/openshift-release-dev/', `127.0.0.1:${spawned.registryPort}/openshift-release-dev/`);
  const worker = await cluster.pool('worker');
  const imageOf = async (config: string) =>
    mirror(await cluster.kubectl('get', 'mc', config, '-o', 'jsonpath={.spec.osImageURL}'));
  const [oldRoot, newRoot] = await Promise.all([
    imageRpmdbRoot(await imageOf(worker.status.configuration.name), CREDS),
    imageRpmdbRoot(await imageOf(worker.spec.configuration.name), CREDS),
  ]);
  const oracle = await changelogOracle(oldRoot, newRoot);
  expect(oracle.kernelFixes.length).toBeGreaterThan(0);

  // The review leads with what the update fixes: every CVE the new changelog entries name.
  await osUpdates.goto();
  await review.open('worker');
  await expect(review.fixes).toHaveText(
    `Fixes ${oracle.fixes.length} CVEs (${oracle.kernelFixes.length} in the kernel)`,
    { timeout: 60_000 },
  );
  // Each with its rating from the demo's advisory feed, worst first: the ids are the changelogs'.
  await expect
    .poll(async () => (await review.cves.allInnerTexts()).map((text) => text.split(' · ')[0]).sort())
    .toEqual([...oracle.fixes].sort());
  for (const id of oracle.fixes) expect(id).toMatch(CVE);
  await review.cancel.click();
  await osUpdates.showPackages('worker');

  // A row's changelog: the entries rpm prints for the new kernel that the old one lacks.
  await expect(osUpdates.diffRow('worker', 'kernel-core').getByTestId('diff-fixes')).toHaveText(
    new RegExp(`^${oracle.kernelFixes.length} CVEs`),
  );
  const changelog = await osUpdates.showChangelog('worker', 'kernel-core');
  const entries = oracle.entries.get('kernel-core') ?? [];
  await expect(changelog.getByTestId('changelog-entry')).toHaveCount(entries.length);
  for (const entry of entries) await expect(changelog).toContainText(entry.split('\n').slice(1).join('\n'));
  await expect(changelog.getByRole('link', { name: oracle.kernelFixes[0] })).toHaveAttribute(
    'href',
    `https://access.redhat.com/security/cve/${oracle.kernelFixes[0]}`,
  );

  // From the keyboard: a row's toggle takes focus and Enter opens its entries; no serious
  // accessibility violation with entries open, in the light theme and the dark.
  const toggle = osUpdates.diffRow('worker', 'kernel').getByRole('button', { name: 'Details' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(osUpdates.pool('worker').getByTestId('diff-changelog')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/pf-v6-theme-dark/);
  expect(await seriousViolations(page)).toEqual([]);

  // Search by CVE: only the packages whose new entries name it.
  await osUpdates.search('worker').fill(oracle.kernelFixes[0]!.toLowerCase());
  await expect(osUpdates.diffRows('worker')).toHaveCount(
    [...oracle.entries].filter(([, e]) => e.some((t) => t.includes(oracle.kernelFixes[0]!))).length,
  );
  await expect(osUpdates.diffRow('worker', 'kernel')).toBeVisible();

  // The JSON export is `os-update diff --changelogs --format json`'s: each upgrade's new entries, and the CVEs fixed.
  const exported = JSON.parse(await readFile(await (await osUpdates.export('worker', /^JSON/)).path(), 'utf8')) as {
    fixes: string[];
    upgraded: { name: string; changelog: { text: string; ids: string[] }[] }[];
  };
  expect(exported.fixes).toEqual(oracle.fixes);
  const kernelCore = exported.upgraded.find((u) => u.name === 'kernel-core');
  expect(kernelCore?.changelog.map((c) => c.text)).toEqual(entries.map((e) => e.split('\n').slice(1).join('\n')));
  const markdown = await readFile(await (await osUpdates.export('worker', /^Markdown/)).path(), 'utf8');
  expect(markdown).toContain(`Fixes ${oracle.fixes.length} CVEs: ${oracle.fixes.join(', ')}`);

  // Another hand deletes the published changelogs: the controller writes them again (it
  // reconciles what is, not what it remembers), and a page opened meanwhile gets its Fixes column.
  const changelogs = () =>
    cluster.kubectl(
      'get',
      'cm',
      '-n',
      'os-update-plugin',
      '-l',
      'os-updates.openshift.io/changelog',
      '-o',
      'jsonpath={range .items[*]}{.metadata.name}={.metadata.uid}{"\\n"}{end}',
    );
  const lines = async () => (await changelogs()).split('\n').filter(Boolean).sort();
  const names = (list: string[]) => list.map((line) => line.split('=')[0]);
  const before = await lines();
  expect(before).not.toEqual([]);
  await cluster.kubectl('delete', 'cm', '-n', 'os-update-plugin', '-l', 'os-updates.openshift.io/changelog');
  await osUpdates.goto();
  await osUpdates.showPackages('worker');
  // The count, and the worst rating once the advisory feed has rated them.
  await expect(osUpdates.diffRow('worker', 'kernel-core').getByTestId('diff-fixes')).toHaveText(
    new RegExp(`^${oracle.kernelFixes.length} CVEs`),
    { timeout: 60_000 },
  );
  await expect.poll(async () => names(await lines()), { timeout: 60_000 }).toEqual(names(before));
  for (const line of await lines()) expect(before, 'written again, not left over').not.toContain(line);

  // A custom image on the node image has no metalayer: its packages come from its rpm database.
  const custom = /Custom node image \(no metalayer[^)]*\): (\S+)/.exec(output)?.[1];
  expect(custom).toBeDefined();
  const mc = join(tmpdir(), `custom-image-${Date.now()}.json`);
  writeFileSync(
    mc,
    JSON.stringify({
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfig',
      metadata: { name: '99-infra-custom-os-image', labels: { 'machineconfiguration.openshift.io/role': 'infra' } },
      spec: { osImageURL: custom },
    }),
  );
  await cluster.kubectl('apply', '-f', mc);
  const customOracle = await changelogOracle(
    await imageRpmdbRoot(await imageOf(worker.spec.configuration.name), CREDS),
    await imageRpmdbRoot(custom!, CREDS),
  );
  await expect(osUpdates.pool('infra').getByTestId('packages-from-rpmdb')).toBeVisible({ timeout: 60_000 });
  await expect(osUpdates.diffCount('infra', 'added')).toHaveText('2');
  await osUpdates.showPackages('infra');
  await expect(osUpdates.diffRow('infra', 'htop')).toBeVisible();
  await expect(osUpdates.diffCount('infra', 'upgraded')).toHaveText(String(customOracle.entries.size));
  await expect(osUpdates.diffRow('infra', 'podman').getByTestId('diff-fixes')).toHaveText(
    `${customOracle.fixes.length} CVE`,
  );
});

test('a downgrade names what it reopens: the CVEs the running image fixes that the target lacks, as rpm says, worst first', async ({
  osUpdates,
  review,
}) => {
  test.setTimeout(240_000);
  await spawned.start('--step-ms', '0');
  const cluster = new DemoCluster(`http://127.0.0.1:${spawned.apiPort}`);
  const mirror = (image: string) =>
    image.replace('quay.io/openshift-release-dev/', `127.0.0.1:${spawned.registryPort}/openshift-release-dev/`);
  await cluster.publishRelease('2023-10-09-promote');
  const worker = await cluster.pool('worker');
  const imageOf = async (config: string) =>
    mirror(await cluster.kubectl('get', 'mc', config, '-o', 'jsonpath={.spec.osImageURL}'));
  // What the machines run has entries the older target lacks: rpm's changelogs, read the other way round.
  const reopened = await changelogOracle(
    await imageRpmdbRoot(await imageOf(worker.spec.configuration.name), CREDS),
    await imageRpmdbRoot(await imageOf(worker.status.configuration.name), CREDS),
  );
  expect(reopened.fixes.length).toBeGreaterThan(0);

  await osUpdates.goto();
  await review.open('worker');
  const reopens = review.dialog.getByTestId('review-reopens');
  await expect(reopens).toContainText(`Reopens ${reopened.fixes.length} CVEs that the running image fixes`, {
    timeout: 60_000,
  });
  // Ten show at first; the rest behind "N more".
  await reopens.getByRole('button', { name: /more$/ }).click();
  const ids = reopens.getByTestId('changelog-id');
  await expect
    .poll(async () => (await ids.allInnerTexts()).map((text) => text.split(' · ')[0]).sort())
    .toEqual([...reopened.fixes].sort());
  // Rated by the demo's advisory feed, the worst come first.
  await expect.poll(async () => (await ids.first().getAttribute('data-severity')) ?? 'unrated').not.toBe('unrated');
});
