import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import extensions from '../console-extensions.json';
import { pluginMetadata } from './plugin-metadata.js';

const BUILT = new URL('../dist/plugin-manifest.json', import.meta.url);

describe('the built plugin manifest', () => {
  it('exists: npm test builds the plugin before the unit tests', () => {
    expect(existsSync(BUILT), 'dist/plugin-manifest.json is missing: run npm run build').toBe(true);
  });

  const manifest = () => JSON.parse(readFileSync(BUILT, 'utf8'));

  it('carries the metadata of plugin-manifest/ and loads the way console 4.22 expects', () => {
    expect(manifest()).toMatchObject({
      name: 'os-update-plugin',
      version: pluginMetadata.version,
      dependencies: { '@console/pluginAPI': '>=4.22.0-0' },
      customProperties: { console: { displayName: pluginMetadata.displayName } },
      registrationMethod: 'callback',
      baseURL: '/api/plugins/os-update-plugin/',
      loadScripts: ['plugin-entry.js'],
    });
  });

  it('contributes exactly the extensions of console-extensions.json', () => {
    expect(manifest().extensions).toEqual(extensions);
  });

  it('has a code reference for every exposed module, and every reference is exposed', () => {
    const refs = new Set(
      JSON.stringify(extensions)
        .match(/"\$codeRef":"[^"]+"/g)
        ?.map((r) => r.split('"')[3]?.split('.')[0]),
    );
    expect([...refs].sort()).toEqual(Object.keys(pluginMetadata.exposedModules ?? {}).sort());
  });

  it('gates every page, nav item and tab on the MachineConfigPool model', () => {
    const flag = extensions.find((e) => e.type === 'console.flag/model')?.properties as {
      flag: string;
      model: { kind: string };
    };
    expect(flag.model.kind).toBe('MachineConfigPool');
    for (const e of extensions.filter((x) => x.type !== 'console.flag/model'))
      expect(e.flags?.required).toEqual([flag.flag]);
  });

  it('ships the English catalogue with every extension label', () => {
    const catalogue = JSON.parse(
      readFileSync(new URL('../dist/locales/en/plugin__os-update-plugin.json', import.meta.url), 'utf8'),
    );
    expect(catalogue).toMatchObject({ 'OS updates': 'OS updates', 'OS update': 'OS update' });
  });
});
