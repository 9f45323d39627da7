import { expect, test } from './fixtures';
import { osUpdate } from './support/os-update-cli';

test('os-update release-info output applied with kubectl is read by the page', async ({ demo, osUpdates }) => {
  // Take away the target image's release info: the page has no package list for it.
  await demo.kubectl('delete', 'cm', '-n', 'openshift-machine-config-operator', 'os-release-info-40.20241019.3.0');
  await osUpdates.goto();
  await expect(osUpdates.pool('worker')).toContainText('No x86_64 package list for the target image');

  // Publish it again from a coreos-assembler build, as an admin would.
  const target = await demo.kubectl(
    'get',
    'mc',
    (await demo.pool('worker')).spec.configuration.name,
    '-o',
    'jsonpath={.spec.osImageURL}',
  );
  const configMap = await osUpdate(
    'release-info',
    '--meta',
    'fixtures/cosa/meta.json',
    '--commitmeta',
    'fixtures/cosa/commitmeta.json',
    '--image',
    target,
    '--release-version',
    '4.22.1',
  );
  expect(await demo.apply(configMap)).toContain('configmap/os-release-info-40.20241019.3.0 created');

  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24', { timeout: 20_000 });
  await expect(osUpdates.pool('worker')).toContainText('40.20241019.3.0 (OpenShift 4.22.1)');
});
