import { expect, test } from './fixtures';
import { DemoCluster } from './support/demo-cluster';
import { SpawnedDemo } from './support/spawned-demo';

// The whole demo as `npm start` runs it: its registry holds a CSAF VEX feed for the CVEs its
// changelogs name, and the controller rates each move's fixes from it.
const spawned = new SpawnedDemo(9260, 9261, 9262);
test.use({ baseURL: async ({ consoleKind }, use) => use(spawned.consoleUrl(consoleKind)) });
test.afterEach(() => spawned.stop());

const NS = 'os-update-plugin';
const SEVERITIES = ['Critical', 'Important', 'Moderate', 'Low'];

interface Published {
  ratings: {
    id: string;
    severity: string | null;
    cvss: { score: number; vector: string } | null;
    advisories: { id: string; url: string }[];
  }[];
  stillOpen: { id: string; package: string; severity: string | null }[];
}

/** What the controller published for worker's move, read as an admin would with kubectl. */
async function publishedFor(cluster: DemoCluster, targetImage: string): Promise<Published> {
  let found: Published | undefined;
  await expect
    .poll(
      async () => {
        const list = JSON.parse(
          await cluster.kubectl('get', 'cm', '-n', NS, '-l', 'os-updates.openshift.io/advisories=true', '-o', 'json'),
        ) as { items: { metadata: { annotations?: Record<string, string> }; data?: Record<string, string> }[] };
        const cm = list.items.find((c) => c.metadata.annotations?.['os-updates.openshift.io/to'] === targetImage);
        found = cm ? (JSON.parse(cm.data?.['advisories.json'] ?? '{}') as Published) : undefined;
        return found !== undefined;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
  return found!;
}

test.describe('How serious is what it fixes', { tag: '@core' }, () => {
  test("worker's review names the worst ratings and the advisories; a CVE row shows its CVSS and links its advisory; what stays open is named", async ({
    page,
    osUpdates,
    review,
    consoleKind,
  }) => {
    test.setTimeout(300_000);
    await spawned.start('--step-ms', '0');
    await spawned.startConsole(consoleKind);
    const cluster = new DemoCluster(`http://127.0.0.1:${spawned.apiPort}`);
    const worker = await cluster.pool('worker');
    const target = await cluster.kubectl(
      'get',
      'mc',
      worker.spec.configuration.name,
      '-o',
      'jsonpath={.spec.osImageURL}',
    );
    const published = await publishedFor(cluster, target);
    const counts = SEVERITIES.map((s) => [s, published.ratings.filter((r) => r.severity === s).length] as const).filter(
      ([, n]) => n > 0,
    );
    expect(counts.length).toBeGreaterThan(0);

    await osUpdates.goto();
    // At a glance: the worst rating on worker's card and in the summary of what waits.
    await expect(osUpdates.pool('worker').getByTestId('pool-worst-severity')).toHaveText(`Fixes ${counts[0]![0]}`, {
      timeout: 60_000,
    });
    await expect(page.getByTestId('waiting-worker').getByTestId('waiting-worst-severity')).toHaveText(
      `worst ${counts[0]![0]}`,
    );
    await review.open('worker');
    const severity = review.dialog.getByTestId('review-severity');
    await expect(severity).toContainText(`Fixes ${counts.map(([s, n]) => `${n} ${s}`).join(', ')}`, {
      timeout: 60_000,
    });
    const worst = published.ratings.find((r) => r.severity === counts[0]![0])!;
    const advisory = severity.getByRole('link', { name: worst.advisories[0]!.id });
    await expect(advisory).toHaveAttribute('href', `https://access.redhat.com/errata/${worst.advisories[0]!.id}`);
    // The CVEs fixed, worst first, each with its rating and, where rated, its CVSS score.
    await expect(review.cves.first()).toHaveText(new RegExp(`· ${counts[0]![0]}( · CVSS \\d+(\\.\\d)?)?$`));
    // The worst scored CVE comes first among its rating's: within the chips shown before "more".
    const scored = published.ratings
      .filter((r) => r.cvss !== null)
      .sort(
        (a, b) =>
          SEVERITIES.indexOf(a.severity ?? '') - SEVERITIES.indexOf(b.severity ?? '') || b.cvss!.score - a.cvss!.score,
      )[0]!;
    await expect(review.cves.filter({ hasText: `${scored.id} ·` })).toContainText(
      `${scored.id} · ${scored.severity} · CVSS ${scored.cvss!.score}`,
    );
    // What stays open: the demo's glibc CVE, known to affect the target with no fix yet.
    const open = published.stillOpen[0]!;
    await expect(review.dialog.getByTestId('review-still-open')).toHaveText(
      `Still open after this update: ${published.stillOpen.length}, the worst ${open.severity}`,
    );
    await expect(review.dialog.getByTestId('still-open-cve').first()).toHaveText(
      new RegExp(`^${open.id} · ${open.severity}\\s*in ${open.package}$`),
    );
    await review.cancel.click();

    // A kernel row: its worst fix in the Fixes column; its changelog gives each CVE's CVSS and advisory.
    await osUpdates.showPackages('worker');
    // Rated, the table puts the rows that fix the worst first (key packages first otherwise).
    await expect(osUpdates.diffRows('worker').first().getByTestId('diff-fixes-severity')).toHaveText(counts[0]![0]);
    await expect(osUpdates.diffTable('worker').getByRole('columnheader', { name: /Fixes/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const changelog = await osUpdates.showChangelog('worker', 'kernel-core');
    const line = changelog.getByTestId('cve-rating').first();
    await expect(line).toContainText(/CVSS \d+(\.\d)? \(CVSS:3\.1\//);
    const shown = /^(CVE-\d{4}-\d+)/.exec(await line.innerText())?.[1];
    const rated = published.ratings.find((r) => r.id === shown);
    expect(rated).toBeDefined();
    await expect(line.getByRole('link', { name: rated!.advisories[0]!.id })).toHaveAttribute(
      'href',
      rated!.advisories[0]!.url,
    );
    await expect(osUpdates.diffRow('worker', 'kernel-core').getByTestId('diff-fixes-severity')).toBeVisible();
    // The table of 24 rows scrolls with the console's page: no box inside it cuts the expanded entries.
    const table = page.getByRole('region', { name: /^Package changes from/ });
    expect(await table.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
    const lastEntry = changelog.getByTestId('changelog-entry').last();
    await lastEntry.scrollIntoViewIfNeeded();
    await expect(lastEntry).toBeInViewport({ ratio: 1 });

    // The rating filter: only the packages whose update fixes the worst rating there is.
    const card = osUpdates.pool('worker');
    await card.getByRole('button', { name: 'Filter by rating' }).click();
    await page.getByRole('option', { name: `Fixes ${counts[0]![0]} or worse` }).click();
    const ratings = card.getByTestId('diff-fixes-severity');
    await expect(ratings.first()).toHaveText(counts[0]![0]);
    expect(new Set(await ratings.allInnerTexts())).toEqual(new Set([counts[0]![0]]));
    await page.goto('about:blank');
  });

  test('without an advisory source the review says so, with how to add one', async ({
    osUpdates,
    review,
    consoleKind,
  }) => {
    test.setTimeout(300_000);
    await spawned.start('--step-ms', '0', '--no-advisories');
    await spawned.startConsole(consoleKind);
    await osUpdates.goto();
    await review.open('worker');
    await expect(review.fixes).toContainText('Fixes', { timeout: 120_000 });
    await expect(review.dialog.getByTestId('review-no-advisories')).toContainText(
      'No advisory source is configured, so the fixes are not rated',
    );
    await expect(review.dialog.getByTestId('review-no-advisories')).toContainText('--advisories IMAGE');
    await expect(review.dialog.getByTestId('review-severity')).toHaveCount(0);
  });
});
