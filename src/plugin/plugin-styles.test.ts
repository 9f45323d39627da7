// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addPluginStyles } from './plugin-styles';

describe('the plugin stylesheet', () => {
  it('is added to the page once, with its prefixed classes and PatternFly tokens only', () => {
    addPluginStyles();
    addPluginStyles();
    const styles = document.querySelectorAll('style#os-update-plugin-styles');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('.os-update-plugin__digest {');
    expect(styles[0]?.textContent).not.toMatch(/\.pf-|#[0-9a-f]{3,6}\b/);
  });
});
