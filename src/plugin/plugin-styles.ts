import cssText from '../components/os-update-plugin.css?raw';

/**
 * The plugin's stylesheet, added to the page once, when the first of its modules loads. Its
 * text comes in as a string (webpack `asset/source`): style-loader and css-loader would add
 * their runtime (~1.5 KB gzipped) to every first visit for 2 KB of CSS.
 */
export function addPluginStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = cssText;
  doc.head.append(style);
}

const STYLE_ID = 'os-update-plugin-styles';
