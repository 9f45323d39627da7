import { expect, test } from './fixtures';
import { releaseInfoConfigMap, renderedConfig } from './support/release-info';

const EXT = 'quay.io/openshift-release-dev/ocp-v4.0-art-dev-extensions';
const digest = (c: string) => `sha256:${c.repeat(64)}`;

const extensionsInfo = (name: string, image: string, pkglist: string[]) =>
  releaseInfoConfigMap(name, { osImageUrl: image, arch: 'x86_64', imageKind: 'extensions', pkglist });

test('a pool whose configs install extensions and a realtime kernel says so, with their versions on both sides', async ({
  demo,
  osUpdates,
}) => {
  const worker = await demo.pool('worker');
  const image = (mc: string) => demo.kubectl('get', 'mc', mc, '-o', 'jsonpath={.spec.osImageURL}');
  const [oldImage, newImage] = await Promise.all([
    image(worker.status.configuration.name),
    image(worker.spec.configuration.name),
  ]);
  const rendered = (name: string, osImageURL: string, extensions: string) =>
    renderedConfig(name, {
      osImageURL,
      baseOSExtensionsContainerImage: extensions,
      extensions: ['usbguard'],
      kernelType: 'realtime',
    });
  // A pool rendered by hand that selects no MachineConfigs, which the MCO's own policy
  // (custom-machine-config-pool-selector) would refuse on a real cluster: its binding is taken away.
  await demo.kubectl(
    'delete',
    'validatingadmissionpolicybinding',
    'custom-machine-config-pool-selector-binding',
    '--ignore-not-found',
  );
  await demo.apply(
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'List',
      items: [
        extensionsInfo('ext-old', `${EXT}@${digest('c')}`, [
          'usbguard-1.1.2-1.fc40.x86_64',
          'kernel-rt-core-6.10.10-200.rt.fc40.x86_64',
        ]),
        extensionsInfo('ext-new', `${EXT}@${digest('d')}`, [
          'usbguard-1.1.3-1.fc40.x86_64',
          'kernel-rt-core-6.10.12-200.rt.fc40.x86_64',
        ]),
        rendered('rendered-rt-old', oldImage, `${EXT}@${digest('c')}`),
        rendered('rendered-rt-new', newImage, `${EXT}@${digest('d')}`),
        {
          apiVersion: 'machineconfiguration.openshift.io/v1',
          kind: 'MachineConfigPool',
          metadata: { name: 'rt' },
          spec: {
            paused: true,
            configuration: { name: 'rendered-rt-new' },
            nodeSelector: { matchLabels: { 'node-role.kubernetes.io/rt': '' } },
          },
          status: { configuration: { name: 'rendered-rt-old' }, machineCount: 0, updatedMachineCount: 0 },
        },
      ],
    }),
  );
  await osUpdates.goto();
  const additions = osUpdates.pool('rt').getByTestId('node-additions');
  await expect(additions).toContainText('On top of the OS image, this pool also installs: usbguard; kernel: realtime.');
  await expect(additions.getByRole('listitem')).toHaveText([
    'usbguard: 1.1.2-1.fc40 → 1.1.3-1.fc40',
    'kernel-rt-core: 6.10.10-200.rt.fc40 → 6.10.12-200.rt.fc40',
  ]);
  // The image's own diff is still the base image's.
  await expect(osUpdates.diffCount('rt', 'upgraded')).toHaveText('24');
});
