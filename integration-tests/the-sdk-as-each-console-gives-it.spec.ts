import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { createPagedConfigMaps, pageParameters, PROBE_PATH } from './support/sdk-contract';

/**
 * The SDK contract, recorded from the real consoles: the probe plugin (dev/sdk-contract) calls
 * every SDK function and hook the plugin uses and shows what they returned. The recording is
 * what the console shell's stand-in is held to (dev/console-shell/src/sdk/contract.test.tsx).
 * RECORD_SDK_CONTRACT=1 records it anew.
 */
test('the SDK returns what the recorded contract says', { tag: '@sdk-contract' }, async ({ page, consoleKind }) => {
  await createPagedConfigMaps();
  const pages: string[] = [];
  page.on('request', (request) => {
    const paging = pageParameters(new URL(request.url()));
    if (paging) pages.push(paging);
  });
  await page.goto(PROBE_PATH);
  const probe = page.getByTestId('sdk-contract');
  await expect(probe).toHaveAttribute('data-complete', 'true');
  const record = { ...JSON.parse((await probe.textContent()) ?? '{}'), 'list pages asked for': pages };

  const file = `dev/sdk-contract/recorded/${consoleKind}.json`;
  if (process.env.RECORD_SDK_CONTRACT) writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  expect(record).toEqual(JSON.parse(readFileSync(file, 'utf8')));
});
