import type { Page } from '@playwright/test';

/**
 * Timing taken by the page itself: the click's own timestamp, and the start of the first
 * animation frame after worker's package counts entered the DOM (the frame that draws them):
 * the diff computed in the browser, the first thing the page says of the packages (the table
 * itself opens on "Show the package changes").
 *
 * Why not the time Playwright's `waitFor` returns: it looks for an element at 0, 20, 70,
 * 170 and 270 ms, then every 500 ms (its retry back-off), each look waiting for the busy
 * page to answer, so a table drawn at 850 ms was seen at 770 + 500 = 1,270 ms, and the
 * figure was mostly which look it fell in.
 *
 * A string, not a function: `tsx` would put its own helpers into a function's text, and
 * they do not exist in the page.
 */
const FIRST_FRAME_SCRIPT = `(() => {
  const SHOWN = '[data-test="pool-worker"] [data-test="diff-count-upgraded"]';
  const timing = (window.__osUpdateBench = {});
  document.addEventListener('click', (event) => { timing.click ??= event.timeStamp; }, { capture: true });
  const look = () => {
    if (timing.inDom !== undefined || !document.querySelector(SHOWN)) return;
    timing.inDom = performance.now();
    requestAnimationFrame((frameStart) => { timing.shown = frameStart; });
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
  look();
})()`;

interface PageTiming {
  /** The click, on the page's clock (milliseconds since it started loading). */
  readonly click?: number;
  /** The frame that draws worker's package counts, on the same clock. */
  readonly shown: number;
}

/** Starts timing in a page already open (an in-app navigation is timed from its click). */
export const timeFromNow = (page: Page): Promise<unknown> => page.evaluate(FIRST_FRAME_SCRIPT);

/** Times the next page load from its start (registered before `goto`). */
export async function timeNextLoad(page: Page): Promise<void> {
  await page.addInitScript(FIRST_FRAME_SCRIPT);
}

/** Waits for the frame that draws worker's package counts; its time and the click's. */
export async function shownAt(page: Page): Promise<PageTiming> {
  await page.waitForFunction('window.__osUpdateBench?.shown !== undefined', undefined, { timeout: 60_000 });
  return (await page.evaluate('window.__osUpdateBench')) as PageTiming;
}
