import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { osUpdate } from './support/os-update-cli';
import { releaseInfoConfigMap, renderedConfig } from './support/release-info';

const FCOS = 'fixtures/fcos';
const nevras = (lockfile: string): string[] =>
  Object.entries(
    (JSON.parse(readFileSync(join(FCOS, lockfile), 'utf8')) as { packages: Record<string, { evra: string }> }).packages,
  ).map(([name, { evra }]) => `${name}-${evra}`);

const digest = (c: string) => `sha256:${c.repeat(64)}`;
const IMAGE = 'quay.io/openshift-release-dev/ocp-v4.0-art-dev';
const OLD = `${IMAGE}@${digest('a')}`;
const NEW = `${IMAGE}@${digest('b')}`;

/** One release info per architecture of a multi-arch image, as `os-update release-info --image` makes them. */
const releaseInfo = (name: string, image: string, arch: string, pkglist: string[]) =>
  releaseInfoConfigMap(name, { osImageUrl: image, arch, imageKind: 'node', pkglist });

// No aarch64 list of the older date ships with the fixtures: the x86_64 one, rebuilt for aarch64.
const oldArm = nevras('manifest-lock.x86_64.2024-10-07.json').map((n) => n.replace(/\.x86_64$/, '.aarch64'));
const newArm = nevras('manifest-lock.aarch64.2024-10-21.json');

/** `arm`: two arm64 machines on OLD, held with NEW as target; both images with a list per architecture. */
function armCluster() {
  return {
    apiVersion: 'v1',
    kind: 'List',
    items: [
      releaseInfo('arm-old-x86-64', OLD, 'x86_64', nevras('manifest-lock.x86_64.2024-10-07.json')),
      releaseInfo('arm-old-aarch64', OLD, 'aarch64', oldArm),
      releaseInfo('arm-new-x86-64', NEW, 'x86_64', nevras('manifest-lock.x86_64.2024-10-21.json')),
      releaseInfo('arm-new-aarch64', NEW, 'aarch64', newArm),
      ...[
        ['rendered-arm-old', OLD],
        ['rendered-arm-new', NEW],
      ].map(([name, image]) => renderedConfig(name as string, { osImageURL: image })),
      {
        apiVersion: 'machineconfiguration.openshift.io/v1',
        kind: 'MachineConfigPool',
        metadata: { name: 'arm' },
        spec: {
          paused: true,
          configuration: { name: 'rendered-arm-new' },
          nodeSelector: { matchLabels: { 'node-role.kubernetes.io/arm': '' } },
        },
        status: {
          configuration: { name: 'rendered-arm-old' },
          machineCount: 2,
          updatedMachineCount: 0,
          conditions: [{ type: 'Updated', status: 'False' }],
        },
      },
      ...[0, 1].map((i) => ({
        apiVersion: 'v1',
        kind: 'Node',
        metadata: {
          name: `arm-${i}`,
          labels: { 'node-role.kubernetes.io/arm': '', 'kubernetes.io/arch': 'arm64' },
          annotations: {
            'machineconfiguration.openshift.io/currentConfig': 'rendered-arm-old',
            'machineconfiguration.openshift.io/desiredConfig': 'rendered-arm-old',
            'machineconfiguration.openshift.io/state': 'Done',
          },
        },
        status: { nodeInfo: { architecture: 'arm64', operatingSystem: 'linux' } },
      })),
    ],
  };
}

/** What the CLI says of two package lists. */
async function cliSummary(from: string[], to: string[]) {
  const work = mkdtempSync(join(tmpdir(), 'arm-'));
  writeFileSync(join(work, 'old.json'), JSON.stringify(from));
  writeFileSync(join(work, 'new.json'), JSON.stringify(to));
  return (
    JSON.parse(await osUpdate('diff', join(work, 'old.json'), join(work, 'new.json'), '--format', 'json')) as {
      summary: Record<'upgraded' | 'downgraded' | 'added' | 'removed' | 'unchanged', number>;
    }
  ).summary;
}

test('a pool whose nodes are arm64 shows the aarch64 package diff, the one the CLI prints for those lists', async ({
  demo,
  osUpdates,
}) => {
  // A pool rendered by hand that selects no MachineConfigs, which the MCO's own policy
  // (custom-machine-config-pool-selector) would refuse on a real cluster: its binding is taken away.
  await demo.kubectl(
    'delete',
    'validatingadmissionpolicybinding',
    'custom-machine-config-pool-selector-binding',
    '--ignore-not-found',
  );
  await demo.apply(JSON.stringify(armCluster()));
  const cli = { summary: await cliSummary(oldArm, newArm) };

  await osUpdates.goto();
  const arm = osUpdates.pool('arm');
  await osUpdates.showPackages('arm');
  await expect(arm.getByRole('grid', { name: /\(aarch64\)$/ })).toBeVisible();
  for (const kind of ['upgraded', 'downgraded', 'added', 'removed', 'unchanged'] as const)
    await expect(osUpdates.diffCount('arm', kind)).toHaveText(String(cli.summary[kind]));
  // The x86_64 lists of the same images differ: 24 upgrades, nothing added or removed.
  expect(cli.summary.added + cli.summary.removed).toBeGreaterThan(0);
});

test("the Cluster updates page shows an arm64 pool the aarch64 diff of a multi-arch release's node image", async ({
  demo,
  page,
}) => {
  // 4.22.2's node image is multi-arch: the controller publishes a list per architecture the
  // cluster's pools have (dev/multi-arch-candidates.test.ts); here as it writes them.
  const candidate = `${IMAGE}@${digest('c')}`;
  const x86 = nevras('manifest-lock.x86_64.2024-10-21.json');
  const published = [
    ['multi-x86-64', 'x86_64', x86],
    ['multi-aarch64', 'aarch64', newArm],
  ].map(([name, arch, pkglist]) =>
    releaseInfoConfigMap(`release-4-22-2-${name}`, {
      osImageUrl: candidate,
      arch,
      imageKind: 'node',
      releaseVersion: '4.22.2',
      pkglist,
    }),
  );
  const cluster = armCluster();
  await demo.kubectl(
    'delete',
    'validatingadmissionpolicybinding',
    'custom-machine-config-pool-selector-binding',
    '--ignore-not-found',
  );
  await demo.apply(JSON.stringify({ ...cluster, items: [...cluster.items, ...published] }));

  await page.goto('/os-updates/cluster-updates');
  const pool = page.getByTestId('candidate-4.22.2').getByTestId('pool-arm');
  const cli = await cliSummary(oldArm, newArm);
  for (const kind of ['upgraded', 'downgraded', 'added', 'removed'] as const)
    await expect(pool.getByTestId(`diff-count-${kind}`)).toHaveText(String(cli[kind]));
  // What x86_64 machines would get differs: the arm pool is not shown it.
  const x86Summary = await cliSummary(nevras('manifest-lock.x86_64.2024-10-07.json'), x86);
  expect(x86Summary).not.toEqual(cli);
});
