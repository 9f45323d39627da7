import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/integration-tests/support/environment';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
let phase = 'load';
const counts = new Map<string, number>();
page.on('request', (r) => {
  if (r.url().includes('/api/kubernetes')) {
    const k =
      phase +
      ' ' +
      r
        .url()
        .replace(/.*api\/kubernetes/, '')
        .replace(/rendered-[a-z0-9-]+/, 'rendered-X')
        .slice(0, 120);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
});
await page.goto('http://127.0.0.1:9400/os-updates');
await page.waitForTimeout(8000);
phase = 'idle';
await page.waitForTimeout(20000);
for (const [k, v] of counts) console.log(v, k);
await browser.close();
