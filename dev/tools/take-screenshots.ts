/**
 * Screenshots for the README: the overview and the worker diff, light and dark theme.
 * Needs a running demo (`npm start`); `npm run screenshots -- http://127.0.0.1:9000`.
 */
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../integration-tests/support/environment';

const base = process.argv[2] ?? 'http://127.0.0.1:9000';
const out = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const theme of ['light', 'dark'] as const) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1100 } });
  await page.goto(`${base}/os-updates`);
  if (theme === 'dark') await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }).click();
  await page.locator('[data-test="pool-worker"] [data-test="diff-row"]').first().waitFor();
  await page.screenshot({ path: `${out}overview-${theme}.png` });
  const worker = page.locator('[data-test="pool-worker"]');
  await worker.screenshot({ path: `${out}diff-${theme}.png` });
  await page.close();
}
await browser.close();
console.log(`screenshots written to ${out}`);
