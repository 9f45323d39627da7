import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { DemoCluster } from './support/demo-cluster';
import { imageRpmdbRoot, installedNames } from './support/image-rpmdb';
import { SpawnedDemo } from './support/spawned-demo';
import { installing, machineOSConfig } from '../test-support/machine-os-config';

// The whole demo as `npm start` runs it: its build controller pushes built images to the
// registry, the controller publishes their release infos from their rpm databases.
const spawned = new SpawnedDemo(9293, 9294, 9295);
// The shell `npm start` serves, or a real console's stand-in backend against the same demo.
test.use({ baseURL: async ({ consoleKind }, use) => use(spawned.consoleUrl(consoleKind)) });
test.afterEach(() => spawned.stop());

const CREDS = 'os-update:not-a-real-secret-1';
const BUILT = /^127\.0\.0\.1:\d+\/os-update-demo\/infra-image@(sha256:[0-9a-f]{64})$/;

test(
  'an image-mode pool shows the image its build made and the packages the build adds; a failed build blocks approval; a rebuild moves the open review; the approved image rolls out',
  {
    tag: '@core',
  },
  async ({ osUpdates, review, consoleKind }) => {
    test.setTimeout(300_000);
    await spawned.start('--step-ms', '0');
    await spawned.startConsole(consoleKind);
    const api = `http://127.0.0.1:${spawned.apiPort}`;
    const cluster = new DemoCluster(api);
    const applyMachineOSConfig = (packages: string) => {
      const file = join(tmpdir(), `mosc-${Date.now()}.json`);
      writeFileSync(file, JSON.stringify(machineOSConfig('infra', installing(packages))));
      return cluster.kubectl('apply', '-f', file);
    };
    /** The demo's build finished: it lands on the next tick (the spec steps the demo). */
    const buildLands = async () => {
      await expect
        .poll(async () => (await cluster.get<{ finished: boolean }[]>('/_demo/builds')).some((b) => b.finished), {
          timeout: 120_000,
        })
        .toBe(true);
      await cluster.tick();
    };
    const moscImage = () =>
      cluster.kubectl('get', 'machineosconfig', 'infra', '-o', 'jsonpath={.status.currentImagePullSpec}');

    await osUpdates.goto();
    await expect(osUpdates.poolState('infra')).toHaveAttribute('data-state', 'config-only');

    // A Containerfile asking for a package no repository has: the build fails, approval is blocked.
    await applyMachineOSConfig('htop nvidia-open');
    await expect(osUpdates.build('infra')).toHaveAttribute('data-state', 'building', { timeout: 30_000 });
    await expect(osUpdates.approveButton('infra')).toBeDisabled();
    await buildLands();
    await expect(osUpdates.build('infra')).toHaveAttribute('data-state', 'failed');
    await expect(osUpdates.pool('infra').getByTestId('pool-build-failure')).toContainText(
      'error: Packages not found: nvidia-open',
    );
    await expect(osUpdates.approveButton('infra')).toBeDisabled();

    // Fixed: the built image is the target; its packages are the base image's and the build's.
    await applyMachineOSConfig('htop tmux');
    await buildLands();
    await expect(osUpdates.build('infra')).toHaveAttribute('data-state', 'succeeded');
    const built = await moscImage();
    expect(built).toMatch(BUILT);
    await expect(osUpdates.targetImage('infra')).toHaveAttribute('data-digest', BUILT.exec(built)![1]!);
    const base = await cluster.kubectl(
      'get',
      'mc',
      (await cluster.pool('infra')).spec.configuration.name,
      '-o',
      'jsonpath={.spec.osImageURL}',
    );
    const mirror = base.replace(
      'quay.io/openshift-release-dev/',
      `127.0.0.1:${spawned.registryPort}/openshift-release-dev/`,
    );
    const [baseNames, builtNames] = await Promise.all([
      imageRpmdbRoot(mirror, CREDS).then(installedNames),
      imageRpmdbRoot(built, CREDS).then(installedNames),
    ]);
    const added = builtNames.filter((n) => !baseNames.includes(n));
    expect(added).toEqual(['htop', 'tmux']);
    await expect(osUpdates.poolState('infra')).toHaveAttribute('data-state', 'awaiting-approval', { timeout: 60_000 });
    await expect(osUpdates.diffCount('infra', 'added')).toHaveText(String(added.length));
    await expect(osUpdates.diffCount('infra', 'unchanged')).toHaveText(String(baseNames.length));
    await osUpdates.showPackages('infra');
    for (const name of added) await expect(osUpdates.diffRow('infra', name)).toBeVisible();
    await expect(osUpdates.pool('infra').getByTestId('pool-build-additions')).toContainText('htop');

    // A rebuild while the review is open moves its target: the review says so, nothing is approved.
    await review.open('infra');
    await expect(review.confirm).toBeEnabled({ timeout: 60_000 });
    await applyMachineOSConfig('htop tmux strace');
    await expect(review.targetMoved).toBeVisible({ timeout: 30_000 });
    await expect(review.confirm).toBeDisabled();
    await buildLands();
    await expect(review.targetMoved).toContainText('it was built again');
    await review.cancel.click();
    const rebuilt = await moscImage();
    expect(rebuilt).not.toBe(built);
    await expect(osUpdates.targetImage('infra')).toHaveAttribute('data-digest', BUILT.exec(rebuilt)![1]!);

    // Approved: the pool records the reviewed image beside the config.
    await review.open('infra');
    await expect(review.confirm).toBeEnabled({ timeout: 60_000 });
    await review.confirm.click();
    await expect(osUpdates.pool('infra').getByTestId('approve-success')).toBeVisible();
    expect((await cluster.pool('infra')).metadata.annotations?.['os-updates.openshift.io/approved-image']).toBe(
      rebuilt,
    );
    const bootedImage = (node: string) =>
      cluster.kubectl(
        'get',
        'node',
        node,
        '-o',
        'jsonpath={.metadata.annotations.machineconfiguration\\.openshift\\.io/currentImage}',
      );
    // Two steps: the first machine boots the approved image, the second starts on it.
    await cluster.tick(2);
    expect(await bootedImage('infra-0')).toBe(rebuilt);

    // Another hand changes the MachineOSConfig mid-rollout: the image that would roll out is not
    // the approved one, so the controller pauses the pool again and says why in an Event.
    await applyMachineOSConfig('htop tmux strace tcpdump');
    await expect(osUpdates.pool('infra').getByTestId('pool-gate')).toHaveAttribute('data-gate', 'held', {
      timeout: 30_000,
    });
    const events = JSON.parse(
      await cluster.kubectl(
        'get',
        'events',
        '-n',
        'default',
        '--field-selector',
        'involvedObject.name=infra',
        '-o',
        'json',
      ),
    ) as { items: { reason: string; message: string }[] };
    expect(events.items.find((e) => e.reason === 'TargetMovedFromApproved')?.message).toContain(
      `not the approved ${rebuilt}`,
    );
    await buildLands();
    const latest = await moscImage();
    expect(await bootedImage('infra-1')).not.toBe(latest);
    // Both machines are on the target config, neither boots its new image: none is updated.
    await expect(osUpdates.pool('infra')).toContainText('0 of 2 machines updated');
    // What changed since the image the machines boot: the Containerfile line that adds tcpdump.
    const change = osUpdates.pool('infra').getByTestId('containerfile-diff');
    await expect(change).toContainText(`-${installing('htop tmux strace').split('\n')[1]}`);
    await expect(change).toContainText(`+${installing('htop tmux strace tcpdump').split('\n')[1]}`);

    // Reviewed and approved again: every machine ends on that image.
    await review.open('infra');
    await expect(review.confirm).toBeEnabled({ timeout: 60_000 });
    await review.confirm.click();
    await expect(osUpdates.pool('infra').getByTestId('approve-success')).toBeVisible();
    await expect
      .poll(
        async () => {
          await cluster.tick();
          return [await bootedImage('infra-0'), await bootedImage('infra-1')];
        },
        { timeout: 60_000 },
      )
      .toEqual([latest, latest]);
    await expect(osUpdates.poolState('infra')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
    await expect(osUpdates.build('infra')).toHaveAttribute('data-state', 'succeeded');
  },
);
