import { expect, test } from './fixtures';

const machineConfig = (name: string, role: string, spec: object) =>
  JSON.stringify({
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfig',
    metadata: { name, labels: { 'machineconfiguration.openshift.io/role': role } },
    spec,
  });
const file = (path: string, text: string) => ({
  path,
  mode: 420,
  overwrite: true,
  contents: { source: `data:,${encodeURIComponent(text)}` },
});

test.describe('the review shows the whole rendered config an approval rolls out', { tag: '@core' }, () => {
  test('a config-only change, file by file, with where each change comes from and what it costs', async ({
    osUpdates,
    review,
  }) => {
    await osUpdates.goto();
    // No controller has summarized it: the card works it out when asked.
    await expect(await osUpdates.workOutDisruption('infra')).toHaveAttribute('data-disruption', 'reboot');
    await review.open('infra');
    const changed = review.file('/etc/node-sizing-enabled.env');
    await expect(changed).toContainText('Changed');
    await expect(changed).toContainText('from MachineConfig 99-infra-tuning');
    await expect(review.file('/etc/sysctl.d/99-infra-tuning.conf')).toContainText('Added');
    await expect(review.item('Kernel', 'nosmt')).toContainText('from MachineConfig 99-infra-tuning');
    // Only what changes is listed: not the tens of files both configs have.
    await expect(review.configChanges.getByTestId('config-file')).toHaveCount(2);

    const opened = await review.showFileChanges('/etc/node-sizing-enabled.env');
    const diff = opened.getByTestId('file-diff');
    await expect(diff).toContainText('-NODE_SIZING_ENABLED=true');
    await expect(diff).toContainText('+NODE_SIZING_ENABLED=false');
    await expect(review.disruption).toHaveAttribute('data-disruption', 'reboot');
    await expect(review.disruption).toContainText('Drains and reboots every machine: 2 in all, 1 at a time');
    await review.disruption.getByRole('button', { name: 'Why' }).click();
    await expect(review.disruption).toContainText('The kernel arguments change: reboot');
    await expect(review.disruption).toContainText(
      '/etc/sysctl.d/99-infra-tuning.conf: reboot (no node disruption policy covers it)',
    );
  });

  test('one rollout with an OS update, a changed file, a new kernel argument and a unit drop-in, each from its MachineConfig', async ({
    demo,
    osUpdates,
    review,
  }) => {
    const before = await demo.kubectl('get', 'mcp', 'worker', '-o', 'jsonpath={.spec.configuration.name}');
    await demo.apply(
      machineConfig('99-worker-tuning', 'worker', {
        config: {
          ignition: { version: '3.5.0' },
          storage: { files: [file('/etc/crio/crio.conf.d/00-default', '[crio]\ninternal_wipe = false\n')] },
          systemd: {
            units: [
              {
                name: 'kubelet.service',
                dropins: [{ name: '20-logging.conf', contents: '[Service]\nEnvironment=KUBELET_LOG_LEVEL=4\n' }],
              },
            ],
          },
        },
        kernelArguments: ['mitigations=auto'],
      }),
    );
    await expect
      .poll(() => demo.kubectl('get', 'mcp', 'worker', '-o', 'jsonpath={.spec.configuration.name}'))
      .not.toBe(before);
    await osUpdates.goto();
    await expect(await osUpdates.workOutDisruption('worker')).toHaveAttribute('data-disruption', 'reboot');
    await review.open('worker');
    await expect(review.dialog.getByTestId('diff-count-upgraded')).toHaveText(/^[1-9]\d*$/);
    await expect(review.file('/etc/crio/crio.conf.d/00-default')).toContainText('from MachineConfig 99-worker-tuning');
    await expect(review.item('Kernel', 'mitigations=auto')).toContainText('from MachineConfig 99-worker-tuning');
    const unit = review.item('Systemd units', 'kubelet.service');
    await expect(unit).toContainText('drop-in 20-logging.conf added');
    await expect(unit).toContainText('from MachineConfig 99-worker-tuning');
    const diff = (await review.showFileChanges('/etc/crio/crio.conf.d/00-default')).getByTestId('file-diff');
    await expect(diff).toContainText('+internal_wipe = false');
    await expect(diff).toContainText('-internal_wipe = true');
    await expect(review.disruption).toContainText('Drains and reboots every machine: 6 in all, 1 at a time');
  });

  test('an OS update drains and reboots every machine', async ({ osUpdates, review }) => {
    await osUpdates.goto();
    await expect(await osUpdates.workOutDisruption('worker')).toHaveText('Drains and reboots');
    await review.open('worker');
    await expect(review.configChanges).toContainText('only the OS image and the rendered config change');
    await review.disruption.getByRole('button', { name: 'Why' }).click();
    await expect(review.disruption).toContainText('The OS image changes: reboot');
    await expect(review.disruption).toHaveAttribute('data-disruption', 'reboot');
  });

  test('a registries.conf-only change (a digest-only mirror) says no reboot', async ({ demo, osUpdates, review }) => {
    await demo.patchPool('master', { spec: { paused: true } });
    const registries = await demo.kubectl('get', 'mc', '99-master-generated-registries', '-o', 'json');
    const mc = JSON.parse(registries) as {
      spec: { config: { storage: { files: { contents: { source: string } }[] } } };
    };
    const [entry] = mc.spec.config.storage.files;
    const text = Buffer.from(entry!.contents.source.split(',')[1]!, 'base64').toString();
    const mirrored = `${text}\n[[registry]]\n  prefix = ""\n  location = "registry.example.com/team"\n\n  [[registry.mirror]]\n    location = "mirror.example.com/team"\n    pull-from-mirror = "digest-only"\n`;
    entry!.contents.source = `data:;base64,${Buffer.from(mirrored).toString('base64')}`;
    await demo.apply(JSON.stringify(mc));
    await osUpdates.goto();
    await expect(osUpdates.poolState('master')).toHaveAttribute('data-state', 'config-only');
    await expect(await osUpdates.workOutDisruption('master')).toHaveText('No reboot: restarts services');
    await review.open('master');
    await expect(review.file('/etc/containers/registries.conf')).toContainText(
      'from MachineConfig 99-master-generated-registries',
    );
    await expect(review.configChanges.getByTestId('config-file')).toHaveCount(1);
    await expect(review.disruption).toContainText(
      'No reboot, no drain: registries.conf is applied and crio.service reloaded',
    );
  });
});

test(
  'with the controller’s summaries the page reads no rendered config in full until a review opens; without them it says so, and works out what a change costs when asked',
  { tag: '@core' },
  async ({ demo, osUpdates, review, page }) => {
    await osUpdates.goto();
    await expect(page.getByTestId('configs-read-in-full')).toContainText('5 rendered configs are read in full');
    // Without them, what a change costs is worked out when asked or by a review, not at load.
    const infraDisruption = osUpdates.pool('infra').getByTestId('pool-disruption');
    await expect(osUpdates.pool('infra').getByRole('button', { name: 'Work out the disruption' })).toBeVisible();
    await expect(infraDisruption).toHaveCount(0);
    await review.open('infra');
    await review.cancel.click();
    await expect(infraDisruption).toHaveAttribute('data-disruption', 'reboot');

    await demo.publishConfigSummaries();
    const reads: string[] = [];
    page.on('request', (r) => {
      if (/\/machineconfigs\/rendered-/.test(r.url())) reads.push(r.url());
    });
    await osUpdates.goto();
    await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'awaiting-approval');
    await expect(osUpdates.poolState('infra')).toHaveAttribute('data-state', 'config-only');
    await expect(osUpdates.pool('infra').getByTestId('pool-disruption')).toHaveAttribute('data-disruption', 'reboot');
    await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
    await expect(page.getByTestId('configs-read-in-full')).toHaveCount(0);
    expect(reads).toEqual([]);

    await review.open('infra');
    await expect(review.file('/etc/sysctl.d/99-infra-tuning.conf')).toContainText('Added');
    expect(reads.length).toBe(2); // the two configs the review shows, once each
  },
);
