import { describe, expect, it } from 'vitest';
import { configChangeName, configSummaryName, parseConfigChange, parseConfigSummary } from './published-config';

describe('what the controller publishes about rendered configs', () => {
  it('reads a summary, and tells one that is not (the page then reads the config itself)', () => {
    const summary = {
      config: 'rendered-worker-1',
      osImageURL: 'quay.io/os@sha256:1',
      extensions: ['usbguard', 3],
      fips: true,
      osImageOverridden: false,
      contentHash: 'ab',
    };
    expect(parseConfigSummary(JSON.stringify(summary))).toEqual({
      ...summary,
      extensions: ['usbguard'],
      baseOSExtensionsContainerImage: undefined,
      kernelType: undefined,
    });
    for (const bad of [undefined, '', '{', '[]', JSON.stringify({ config: 'x' })])
      expect(parseConfigSummary(bad)).toBeUndefined();
  });

  it('reads a pool change only with its configs, file and unit lists and disruption', () => {
    const change = {
      files: { added: [], removed: [], changed: [] },
      units: { added: [], removed: [], changed: [] },
      disruption: { reboot: false, drain: false, actions: [] },
    };
    expect(parseConfigChange(JSON.stringify({ pool: 'worker', from: 'a', to: 'b', change }))).toMatchObject({
      pool: 'worker',
      from: 'a',
      to: 'b',
    });
    expect(
      parseConfigChange(JSON.stringify({ pool: 'worker', from: 'a', to: 'b', change: { files: {} } })),
    ).toBeUndefined();
    expect(parseConfigChange(JSON.stringify({ pool: 'worker', change }))).toBeUndefined();
  });

  it('names ConfigMaps after the config and the pool, within the API limits', () => {
    expect(configSummaryName('rendered-worker-0123')).toBe('os-update-config-rendered-worker-0123');
    expect(configChangeName('worker')).toBe('os-update-config-change-worker');
    expect(configSummaryName('x'.repeat(300))).toHaveLength(253);
  });
});
