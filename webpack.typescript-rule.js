// @ts-check
/**
 * TypeScript through ts-loader, for the plugin's build and the SDK contract probe's (types are
 * checked by `npm run lint`, not here).
 * @param {string} configFile the tsconfig
 * @returns {import('webpack').RuleSetRule}
 */
export const typeScriptRule = (configFile) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true, configFile } },
});
