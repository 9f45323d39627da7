// The plugin artifact: only webpack + ConsoleRemotePlugin builds what console 4.22 loads.
import { ConsoleRemotePlugin } from '@openshift-console/dynamic-plugin-sdk-webpack';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginMetadata } from './plugin-manifest/plugin-metadata.js';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} */
export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: {},
    output: {
      path: path.resolve(root, 'dist'),
      filename: production ? '[name]-bundle-[contenthash].min.js' : '[name]-bundle.js',
      chunkFilename: production ? '[name]-chunk-[chunkhash].min.js' : '[name]-chunk.js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.resolve(root, 'tsconfig.build.json') },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new ConsoleRemotePlugin({ pluginMetadata }),
      new CopyWebpackPlugin({ patterns: [{ from: path.resolve(root, 'locales'), to: 'locales' }] }),
    ],
    devtool: production ? false : 'source-map',
    optimization: { chunkIds: production ? 'deterministic' : 'named', minimize: production },
    performance: { hints: false },
  };
};
