// The SDK contract probe as a console plugin of its own (test only, never shipped): built with
// ConsoleRemotePlugin like the real plugin, so that the real consoles load it the same way.
import { ConsoleRemotePlugin } from '@openshift-console/dynamic-plugin-sdk-webpack';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typeScriptRule } from '../../webpack.typescript-rule.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PROBE_PLUGIN = 'sdk-contract-probe';
export const PROBE_PATH = '/sdk-contract-probe';

export default {
  mode: 'production',
  context: here,
  entry: {},
  output: {
    path: path.join(here, 'dist'),
    filename: '[name]-bundle.js',
    chunkFilename: '[name]-chunk.js',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  module: { rules: [typeScriptRule(path.join(here, '../../tsconfig.build.json'))] },
  plugins: [
    new ConsoleRemotePlugin({
      pluginMetadata: {
        name: PROBE_PLUGIN,
        version: '0.0.1',
        displayName: 'SDK contract probe',
        exposedModules: { SdkContractProbe: './SdkContractProbe' },
        dependencies: { '@console/pluginAPI': '>=4.22.0-0' },
      },
      extensions: [
        {
          type: 'console.page/route',
          properties: { path: PROBE_PATH, exact: true, component: { $codeRef: 'SdkContractProbe' } },
        },
      ],
    }),
  ],
  performance: { hints: false },
};
