// @ts-check
import { transformSync } from 'esbuild';

/**
 * The plugin's stylesheet minified before it is inlined as text (src/plugin/plugin-styles.ts):
 * its comments and indentation would otherwise ship with every first visit.
 * @param {string} css
 */
export default function minifyCss(css) {
  return transformSync(css, { loader: 'css', minify: true }).code;
}
