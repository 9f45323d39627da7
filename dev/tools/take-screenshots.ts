/**
 * `npm run screenshots`: the docs' screenshots, made from the code as it is, so that they stay
 * current after every change of the UI. Starts its own demo (dev/start.ts with the controller, on
 * ports in 9600–9699), walks an admin's stories in Debian's Chromium in the light and the dark
 * theme, and writes docs/screenshots/<name>-<theme>.png (the names are in screenshot-names.ts).
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../integration-tests/support/environment';
import { publishDemoRelease, startScreenshotDemo, type ScreenshotDemo } from './screenshot-demo';

/** The demo's releases: a 2023 one whose OS is older than every pool's, and the one it starts with. */
const DOWNGRADE_RELEASE = '2023-10-09-promote';
const STARTING_RELEASE = '2024-10-21';
import { SCREENSHOT_DIR, screenshotFile, THEMES, type ScreenshotName, type Theme } from './screenshot-names';

const out = fileURLToPath(new URL(`../../${SCREENSHOT_DIR}/`, import.meta.url));
// The controller publishes release infos within seconds, the changelogs (read from the images'
// rpm databases) a little later; on a busy 2-core machine give them time.
const DATA_TIMEOUT = 120_000;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width: 1440, height: 1000 },
    // A fixed zone and language: a window's start reads the same in every run.
    timezoneId: 'Europe/Berlin',
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  page.setDefaultTimeout(DATA_TIMEOUT);
  return page;
}

/** Opens a path of the console shell in a theme (the shell's switch is not kept across loads). */
async function visit(page: Page, url: string, theme: Theme): Promise<void> {
  await page.goto(url);
  const name = theme === 'dark' ? 'Dark' : 'Light';
  await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name }).click();
}

/** The viewport, or a part of it (`clip`), as docs/screenshots/<name>-<theme>.png. */
async function shoot(page: Page, name: ScreenshotName, theme: Theme, clip?: Box): Promise<void> {
  // Let the last batch of watch events and the fonts settle before the picture.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}${screenshotFile(name, theme)}`, animations: 'disabled', clip });
  console.log(`  ${screenshotFile(name, theme)}`);
}

/** What to picture: `whole` (a pool's section, a dialog), or the stretch of it from `from` to `to`. */
interface Part {
  readonly whole: Locator;
  readonly from?: Locator;
  readonly to?: Locator;
}

/**
 * A part of the page. The shell's main area scrolls, not the document, and a dialog is as tall
 * as the viewport lets it be: the viewport is made tall enough for the whole part first.
 */
async function shootPart(page: Page, name: ScreenshotName, theme: Theme, part: Part): Promise<void> {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width, height: 4000 });
  const height = await part.whole.evaluate((el) => el.getBoundingClientRect().height);
  await page.setViewportSize({ width: viewport.width, height: Math.ceil(height) + 200 });
  await part.whole.scrollIntoViewIfNeeded();
  const whole = (await part.whole.boundingBox())!;
  const from = part.from ? (await part.from.boundingBox())!.y - 16 : whole.y;
  const to = part.to ? ((b) => b.y + b.height + 16)((await part.to.boundingBox())!) : whole.y + whole.height;
  await shoot(page, name, theme, { x: whole.x, y: from, width: whole.width, height: to - from });
  await page.setViewportSize(viewport);
}

const pool = (page: Page, name: string) => page.locator(`[data-test="pool-${name}"]`);

/** worker's diff rows, its package table opened first where it starts folded. */
async function workerDiff(page: Page): Promise<Locator> {
  const worker = pool(page, 'worker');
  await worker.locator('[data-test="diff-count-upgraded"]').waitFor();
  const rows = worker.locator('[data-test="diff-row"]');
  const show = worker.getByRole('button', { name: /^Show (the )?package changes/ });
  if ((await rows.count()) === 0 && (await show.count()) > 0) await show.first().click();
  // The Fixes column: the controller has published the changelogs of worker's move.
  await worker.locator('[data-test="diff-fixes"]').first().waitFor();
  return worker;
}

async function poolsAtAGlance(page: Page, base: string, theme: Theme): Promise<void> {
  await visit(page, `${base}/os-updates`, theme);
  for (const name of ['master', 'worker', 'infra'])
    await pool(page, name).locator('[data-test="pool-state"]').first().waitFor();
  await pool(page, 'worker').locator('[data-test="diff-count-upgraded"]').waitFor();
  // As deployed: the controller has summarized each move (what it costs, what it changes).
  for (const name of ['worker', 'infra']) await pool(page, name).locator('[data-test="pool-disruption"]').waitFor();
  // ... and the changelogs of worker's move and their CVEs' ratings: the summary says what it fixes, how serious.
  await page.locator('[data-test="waiting-worker"] [data-test="waiting-worst-severity"]').waitFor();
  await shoot(page, 'pools', theme);
  await shootPart(page, 'worker-diff', theme, { whole: await workerDiff(page) });
}

/** master's details page, its OS update tab: the console's own page around the plugin's section. */
async function poolTab(page: Page, base: string, theme: Theme): Promise<void> {
  await visit(
    page,
    `${base}/k8s/cluster/machineconfiguration.openshift.io~v1~MachineConfigPool/master/os-update`,
    theme,
  );
  await pool(page, 'master').locator('[data-test="pool-state"]').waitFor();
  await shoot(page, 'pool-tab', theme);
}

async function openReview(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: /^Review the update of pool/ });
  await pool(page, 'worker').locator('[data-test="approve"]').click();
  await dialog.waitFor();
  await dialog
    .locator('[data-test="review-fixes"]')
    .filter({ hasText: /Fixes \d/ })
    .waitFor();
  await dialog.locator('[data-test="config-changes"]').waitFor();
  await dialog.locator('[data-test="review-disruption"]').waitFor();
  return dialog;
}

async function review(page: Page, base: string, theme: Theme): Promise<void> {
  await visit(page, `${base}/os-updates`, theme);
  await workerDiff(page);
  const dialog = await openReview(page);
  await dialog.locator('[data-test="preflight-blocker"]').waitFor();
  await dialog.locator('[data-test="preflight-alert"]').first().waitFor();
  await shoot(page, 'review-first-screen', theme);
  await shootPart(page, 'review', theme, { whole: dialog });
  const preflight = dialog.locator('[data-test="preflight"]');
  await shootPart(page, 'preflight', theme, { whole: dialog, from: preflight, to: preflight });
  await chooseWindow(dialog);
  // The window's part of the review: from the choice of when to its confirm button.
  await shootPart(page, 'window-choice', theme, {
    whole: dialog,
    from: dialog.getByRole('radio', { name: 'Roll out now' }),
  });
  await chooseCanary(dialog, 'when-healthy');
  const scope = dialog.getByRole('radiogroup', { name: 'How worker rolls out' });
  await shootPart(page, 'canary-choice', theme, { whole: dialog, from: scope, to: scope });
  await dialog
    .getByRole('button', { name: /^(Cancel|Close)$/ })
    .last()
    .click();
}

/** "Canary first" with one machine, picked by "how many" (across zones, none whose drain a budget holds). */
async function chooseCanary(dialog: Locator, laterWaves: 'by-hand' | 'when-healthy'): Promise<void> {
  await dialog.getByRole('radio', { name: /^Canary first/ }).check();
  await dialog.getByRole('button', { name: 'One machine more' }).click();
  if (laterWaves === 'when-healthy') await dialog.getByRole('radio', { name: /^When the canary is healthy/ }).check();
}

/** worker's window cancelled, then a canary of one machine started and rolled out: its card shows it done. */
async function canaryDone(page: Page, base: string): Promise<void> {
  await visit(page, `${base}/os-updates`, 'light');
  const worker = pool(page, 'worker');
  await worker.locator('[data-test="cancel-window"]').click();
  await worker.locator('[data-test="pool-window"]').waitFor({ state: 'detached' });
  const dialog = await openReview(page);
  await chooseCanary(dialog, 'by-hand');
  await dialog.locator('[data-test="confirm-approve"]').click();
  await dialog.waitFor({ state: 'hidden' });
  await worker.locator('[data-test="canary-phase"][data-phase="watching"]').waitFor({ timeout: 300_000 });
}

/** Tomorrow at 02:00 in the browser's zone, for an hour, every week: worker needs several. */
async function chooseWindow(dialog: Locator): Promise<void> {
  await dialog.getByRole('radio', { name: 'Roll out in a maintenance window' }).check();
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
  await dialog.getByLabel('Window start date').fill(tomorrow);
  await dialog.getByLabel('Window start time').fill('02:00');
  await dialog.getByLabel('Window start time').press('Tab');
  await dialog.getByLabel('Window length').selectOption('60');
  await dialog.getByLabel('Window repeats').selectOption('weekly');
}

async function clusterUpdates(page: Page, base: string, theme: Theme): Promise<void> {
  await visit(page, `${base}/os-updates/cluster-updates`, theme);
  await page.locator('[data-test="candidate-4.22.3"] [data-test="diff-count-upgraded"]').first().waitFor();
  await shoot(page, 'cluster-updates', theme);
}

/** Chooses the option whose label starts with `prefix`, by its value (labels name pools, which move). */
async function choose(select: Locator, prefix: string): Promise<void> {
  const value = await select
    .locator('option')
    .evaluateAll((options, p) => options.find((o) => o.textContent?.startsWith(p))?.getAttribute('value'), prefix);
  if (value) await select.selectOption(value);
}

/** What infra and master run against 4.22.3's OS (a Fedora 41 rebase): more than worker's review shows. */
async function compare(page: Page, base: string, theme: Theme): Promise<void> {
  await visit(page, `${base}/os-updates/compare`, theme);
  const counts = page.locator('[data-test="compare-diff"] [data-test="diff-count-upgraded"]');
  await counts.waitFor();
  await choose(page.getByLabel('From', { exact: true }), '40.20241019.3.0');
  await choose(page.getByLabel('To', { exact: true }), '41.20241024.3.0');
  await counts.waitFor();
  await shoot(page, 'compare', theme);
}

/** The demo's 2023 release moves every pool's OS back (Fedora 40 → 38): worker's review's first screen. */
async function downgrade(page: Page, demo: ScreenshotDemo, theme: Theme): Promise<void> {
  await visit(page, `${demo.url}/os-updates`, theme);
  const summary = page.locator('[data-test="waiting-worker"] [data-change="os-downgrade"]');
  await summary.waitFor();
  await page.getByRole('button', { name: 'Review the downgrade of pool worker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review the downgrade of pool worker' });
  await dialog.locator('[data-test="review-reopens"]').waitFor();
  await shoot(page, 'downgrade', theme);
  await dialog
    .getByRole('button', { name: /^(Cancel|Close)$/ })
    .last()
    .click();
}

/** Approves worker for the window; its card then counts down and shows each machine's pre-pull. */
async function scheduleWindow(page: Page, base: string): Promise<void> {
  await visit(page, `${base}/os-updates`, 'light');
  await workerDiff(page);
  const dialog = await openReview(page);
  await chooseWindow(dialog);
  await dialog.locator('[data-test="confirm-approve"]').click();
  await dialog.waitFor({ state: 'hidden' });
  const worker = pool(page, 'worker');
  await worker.locator('[data-test="pool-window"]').waitFor();
  // The controller lists the pre-pull set; the demo's daemons pull a few machines per step.
  await worker.locator('[data-test="pool-prestage"]').waitFor();
  await page.waitForTimeout(8_000);
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  console.log('Starting the demo (ports 9600–9699)…');
  const demo = await startScreenshotDemo();
  const stopOnSignal = () => void demo.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const theme of THEMES) {
      console.log(`${theme} theme:`);
      const page = await newPage(browser);
      await poolsAtAGlance(page, demo.url, theme);
      await poolTab(page, demo.url, theme);
      await review(page, demo.url, theme);
      await clusterUpdates(page, demo.url, theme);
      await compare(page, demo.url, theme);
      await page.close();
    }
    const page = await newPage(browser);
    await publishDemoRelease(demo, DOWNGRADE_RELEASE);
    for (const theme of THEMES) await downgrade(page, demo, theme);
    await publishDemoRelease(demo, STARTING_RELEASE);
    // Last: it changes the demo (worker approved for a window).
    await scheduleWindow(page, demo.url);
    for (const theme of THEMES) {
      await visit(page, `${demo.url}/os-updates`, theme);
      const worker = pool(page, 'worker');
      const prestage = worker.locator('[data-test="pool-prestage"]');
      await prestage.waitFor();
      // The card's top: the window, its countdown, and the pre-pull.
      await shootPart(page, 'window-scheduled', theme, { whole: worker, to: prestage });
    }
    // infra's configuration change, approved now: its card while the demo's machines update.
    await visit(page, `${demo.url}/os-updates`, 'light');
    await pool(page, 'infra').locator('[data-test="approve"]').click();
    const dialog = page.getByRole('dialog', { name: 'Review the update of pool infra' });
    await dialog.locator('[data-test="review-disruption"]').waitFor();
    await dialog.locator('[data-test="confirm-approve"]').click();
    await dialog.waitFor({ state: 'hidden' });
    for (const theme of THEMES) {
      await visit(page, `${demo.url}/os-updates`, theme);
      const infra = pool(page, 'infra');
      await infra.locator('[data-test="node-table"]').waitFor();
      await shootPart(page, 'rollout', theme, { whole: infra, to: infra.locator('[data-test="node-table"]') });
    }
    // Last of all: worker's window cancelled and a canary of one machine rolled out.
    await canaryDone(page, demo.url);
    for (const theme of THEMES) {
      await visit(page, `${demo.url}/os-updates`, theme);
      const worker = pool(page, 'worker');
      const canary = worker.locator('[data-test="canary-worker"]');
      await canary.getByRole('row', { name: /Ready/ }).first().waitFor();
      // worker's header (approved through its canary) down to the canary's panel.
      await shootPart(page, 'canary', theme, { whole: worker, to: canary });
    }
  } finally {
    await browser.close();
    await demo.stop();
  }
  console.log(`Screenshots written to ${out}`);
}

await main();
