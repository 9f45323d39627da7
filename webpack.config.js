// The plugin artifact: only webpack + ConsoleRemotePlugin builds what console 4.22 loads.
import { ConsoleRemotePlugin } from '@openshift-console/dynamic-plugin-sdk-webpack';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginMetadata } from './plugin-manifest/plugin-metadata.js';
import { typeScriptRule } from './webpack.typescript-rule.js';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The manifest's `buildHash` from what was built, not from where: webpack's compilation hash
 * changes with the build folder, so the same commit built in two folders would differ.
 */
class ContentBuildHash {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContentBuildHash', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContentBuildHash', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const manifest = assets['plugin-manifest.json'];
          if (!manifest) return;
          const hash = createHash('sha256');
          for (const name of Object.keys(assets).sort())
            if (name !== 'plugin-manifest.json') hash.update(name).update(assets[name].buffer());
          const json = JSON.parse(manifest.source().toString());
          json.buildHash = hash.digest('hex').slice(0, 32);
          compilation.updateAsset('plugin-manifest.json', new sources.RawSource(JSON.stringify(json)));
        },
      );
    });
  }
}

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
      // contenthash, not chunkhash: chunk hashes change with the build folder.
      // Eight hex digits tell one build's chunk from the next (the console caches by URL); the
      // entry lists every chunk's, so longer ones only add to what every first visit loads.
      chunkFilename: production ? '[name]-chunk-[contenthash:8].min.js' : '[name]-chunk.js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx'] },
    module: {
      rules: [
        // Relative: an absolute path would enter every module's hash, and so the build hash.
        typeScriptRule('tsconfig.build.json'),
        // The plugin's stylesheet as text, added by src/plugin/plugin-styles.ts.
        { test: /\.css$/, resourceQuery: /raw/, type: 'asset/source', use: './webpack.minify-css-loader.js' },
        // PatternFly's own CSS, imported by its fallback copies (never loaded in a console).
        { test: /\.css$/, resourceQuery: { not: [/raw/] }, use: ['style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new ConsoleRemotePlugin({ pluginMetadata }),
      new CopyWebpackPlugin({ patterns: [{ from: path.resolve(root, 'locales'), to: 'locales' }] }),
      new ContentBuildHash(),
    ],
    devtool: production ? false : 'source-map',
    optimization: {
      chunkIds: production ? 'deterministic' : 'named',
      minimize: production,
      // What a page loads at first is one file: its exposed module with everything it imports
      // (4.6 KB less gzipped than the five shared chunks it was split into, whose boundaries
      // kept webpack from concatenating modules). Lazy chunks still share split chunks.
      splitChunks: { chunks: (chunk) => !chunk.name?.startsWith('exposed-') },
    },
    performance: { hints: false },
  };
};
