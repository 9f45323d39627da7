// @ts-check
/**
 * The plugin's build metadata, fed to ConsoleRemotePlugin and checked against the built
 * `dist/plugin-manifest.json` by plugin-manifest.test.ts.
 * @type {import('@openshift-console/dynamic-plugin-sdk-webpack').ConsolePluginBuildMetadata}
 */
export const pluginMetadata = {
  name: 'os-update-plugin',
  version: '0.1.0',
  displayName: 'OS Update',
  description:
    'Review OS image updates of MachineConfigPools, the RPM package diff, and approve the exact target to roll out.',
  exposedModules: {
    OsUpdatesPage: './src/plugin/OsUpdatesPage',
    CompareImagesPage: './src/plugin/CompareImagesPage',
    ClusterUpdatesPage: './src/plugin/ClusterUpdatesPage',
    osUpdatesHealth: './src/plugin/os-updates-health',
    PoolOsUpdateTab: './src/plugin/PoolOsUpdateTab',
  },
  dependencies: {
    '@console/pluginAPI': '>=4.22.0-0',
  },
};
