/**
 * What console 4.22 registers in the share scope it gives plugins, by version: its lockfile
 * pins PatternFly react-core and react-table at 6.4.2 (react-icons at 6.4.0), and the SDK is a package of its own
 * monorepo, versioned 0.0.0-fixed. ConsoleRemotePlugin's plugins require the SDK at =4.22.0,
 * which webpack answers with an "Unsatisfied version" warning and uses the console's one
 * (a singleton), as the real console does. For PatternFly, which is not a singleton, webpack
 * takes the highest version offered: a plugin offering a newer one would load its own copy.
 */
export const CONSOLE_SHARED_VERSIONS = {
  react: '18.3.1',
  'react-i18next': '16.5.8',
  'react-redux': '9.2.0',
  sdk: '0.0.0-fixed',
  patternfly: '6.4.2',
  patternflyIcons: '6.4.0',
} as const;
