import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

const PLUGIN_FILES = '/api/plugins/os-update-plugin/';

// What a first visit may load, gzipped, in each state (issue 59; how it got here: docs/performance.md).
// Without the controller's summaries, the config diff's code loads when a change is worked out.
const BUDGET_KB = 60;

for (const published of [true, false])
  test(
    `a first visit ${published ? 'once the controller has published its summaries' : 'before the controller has published anything'} loads ≤ ${BUDGET_KB} KB of the plugin's own JS (gzipped): PatternFly and React are the console's, its icons bundled`,
    { tag: '@core' },
    async ({ page, osUpdates, demo }) => {
      // As deployed: the controller beside the plugin has published what the page shows; or not yet.
      if (published) await demo.publishConfigSummaries();
      const scripts: { name: string; body: Buffer }[] = [];
      const warnings: string[] = [];
      const messages: string[] = [];
      page.on('console', (message) => {
        messages.push(message.text());
        if (message.type() === 'warning') warnings.push(message.text());
      });
      page.on('response', async (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith(PLUGIN_FILES) && url.pathname.endsWith('.js'))
          scripts.push({ name: url.pathname.slice(PLUGIN_FILES.length), body: await response.body() });
      });
      await osUpdates.goto();
      await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
      await page.waitForLoadState('networkidle');

      const gzipped = scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0);
      test.info().annotations.push({
        type: 'first visit',
        description: `${scripts.length} files, ${gzipped} bytes (${(gzipped / 1024).toFixed(2)} KB) gzipped`,
      });
      expect(scripts.map((s) => s.name)).toContain('plugin-entry.js');
      expect(gzipped, scripts.map((s) => s.name).join(', ')).toBeLessThanOrEqual(BUDGET_KB * 1024);
      // PatternFly components carry their pf-v6-c- classes; react-dom its fiber keys.
      for (const s of scripts) {
        expect(s.body.toString(), `${s.name} is PatternFly`).not.toMatch(/pf-v6-c-/);
        expect(s.body.toString(), `${s.name} is react-dom`).not.toMatch(/__reactFiber\$|__reactContainer\$/);
      }
      // Consoles share only the icons they use themselves: the plugin brings its own, bundled
      // (a fallback chunk for each icon a console lacked made 22 files in console 5.0).
      // The entry and the page's one file: the config diff's code loads when a change is worked out.
      expect(scripts.length, scripts.map((s) => s.name).join(', ')).toBeLessThanOrEqual(2);
      // As in consoles 4.22 and 5.0: the SDK is the console's (0.0.0-fixed), not the =4.22.0 the build asks for.
      expect(warnings.join('\n')).toMatch(
        /Unsatisfied version 0\.0\.0-fixed from (console-shell|openshift-console) of shared singleton module @openshift-console\/dynamic-plugin-sdk \(required =4\.22\.0\)/,
      );
      // Every sentence the page shows is in the catalogue (the console logs a key it lacks).
      expect(messages.filter((m) => m.includes('Missing i18n key'))).toEqual([]);
      // PatternFly is the console's own in each console: no "Unsatisfied" PatternFly (an exact pin would be).
      expect(warnings.join('\n')).not.toMatch(/Unsatisfied version \S+ from \S+ of shared module @patternfly/);
    },
  );
