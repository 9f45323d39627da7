import { expect, test } from './fixtures';
import { ConsoleChrome } from './support/console-chrome';
import { OsUpdatesPage } from './support/os-updates-page';
import { ReviewDialog } from './support/review-dialog';

test('two sessions approve the same pool: exactly one patch applies, the other is told', async ({
  browser,
  demo,
  consoleKind,
  viewerURL,
}) => {
  const target = (await demo.pool('worker')).spec.configuration.name;
  const [alice, bob] = await Promise.all([browser.newPage(), browser.newPage()]);
  const aliceReview = new ReviewDialog(alice);
  const bobReview = new ReviewDialog(bob);
  await new OsUpdatesPage(alice, new ConsoleChrome(alice, consoleKind, viewerURL)).goto();
  await new OsUpdatesPage(bob, new ConsoleChrome(bob, consoleKind, viewerURL)).goto();
  await aliceReview.open('worker');
  await bobReview.open('worker');

  // Both confirm at the same moment: Alice's approval is still on its way (held at the API
  // server, no clock to race) when Bob's arrives and applies; then Alice's is let through.
  await demo.fault({ method: 'PATCH', path: '/machineconfigpools/worker', hold: true, times: 1 });
  await aliceReview.confirm.click();
  await expect(aliceReview.cancel).toBeDisabled();
  await bobReview.confirm.click();
  await expect(bobReview.dialog).toBeHidden();
  await demo.clearFaults();
  await expect(aliceReview.error).toContainText('Pool worker was already approved: your approval changed nothing');
  await expect(aliceReview.confirm).toBeDisabled();

  const patches = (await demo.requests()).filter((r) => r.method === 'PATCH');
  expect(patches.map((p) => p.status)).toEqual([200, 422]);
  expect(
    await demo.kubectl(
      'get',
      'mcp',
      'worker',
      '-o',
      'jsonpath={.spec.paused} {.metadata.annotations.os-updates\\.openshift\\.io/approved-config}',
    ),
  ).toBe(`false ${target}`);
  await Promise.all([alice.close(), bob.close()]);
});
