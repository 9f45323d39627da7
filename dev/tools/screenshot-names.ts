/**
 * The screenshots `npm run screenshots` makes, each in both themes, as
 * docs/screenshots/<name>-<theme>.png. One list for the script and for the test that holds the
 * docs to it (every one linked, nothing linked that is not made).
 */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const SCREENSHOTS = [
  // The pools at a glance: states, gates, OS versions, package counts.
  'pools',
  // master's OS update tab on its MachineConfigPool details page: up to date, shown once.
  'pool-tab',
  // worker's package diff, with the Fixes column the changelogs give.
  'worker-diff',
  // The review of worker as it opens, at 1440×1000: its verdict first, Approve beside it.
  'review-first-screen',
  // The review of worker: packages, fixes, config changes and disruption.
  'review',
  // The review's pre-flight: the budget that will hold worker's drain, firing alerts, how long.
  'preflight',
  // The review's "Roll out in a maintenance window".
  'window-choice',
  // worker's card once approved for a window: the countdown and the pre-pull.
  'window-scheduled',
  // The review's "Canary first": how many machines, which ones (zone, what would hold their drain), who promotes.
  'canary-choice',
  // worker's card with its canary: worker approved through it, its machine rolled out and Ready, Promote and Stop.
  'canary',
  // A downgrade offered (Fedora 40 → 38): the summary names it, its review's first screen what it reopens.
  'downgrade',
  // infra's configuration change rolling out: one progress bar, the waves, each machine.
  'rollout',
  // What each update the ClusterVersion offers does to each pool's OS.
  'cluster-updates',
  // Any two OS images compared.
  'compare',
] as const;
export type ScreenshotName = (typeof SCREENSHOTS)[number];

export const SCREENSHOT_DIR = 'docs/screenshots';

export const screenshotFile = (name: ScreenshotName, theme: Theme): string => `${name}-${theme}.png`;
