import cssText from '../components/os-update-plugin.css?raw';
import { addStyleSheet } from '../components/style-sheet';

/**
 * The stylesheet of what every page shows, added once, when the first of the plugin's modules
 * loads (the detail views add theirs: `useDetailStyles`). Its text comes in as a string
 * (webpack `asset/source`): style-loader and css-loader would add their runtime (~1.5 KB
 * gzipped) to every first visit for a few hundred bytes of CSS.
 */
export function addPluginStyles(doc: Document = document): void {
  addStyleSheet('os-update-plugin-styles', cssText, doc);
}
