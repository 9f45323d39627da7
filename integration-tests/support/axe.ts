import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe-core violations on the page, as "rule: target" lines. Measured once
 * the page's CSS transitions have run: right after a theme switch, a link's colour is still on
 * its way (PatternFly transitions it), and axe would judge the contrast of a colour in between.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Finite ones only: a spinner's animation never finishes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
