import { chromium } from '@playwright/test';
const [url, out, action] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1300 } });
await page.goto(url);
await page.waitForTimeout(4000);
if (action === 'compare') { await page.getByRole('button', { name: 'Compare with rhel-10' }).click(); await page.waitForTimeout(2500); }
if (action === 'switch') { await page.locator('[data-test="switch-stream-rhel-10"]').first().click(); await page.waitForTimeout(1500); }
await page.screenshot({ path: out, fullPage: false });
await browser.close();
