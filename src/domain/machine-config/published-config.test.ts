import { describe, expect, it } from 'vitest';
import {
  configChangeName,
  configSummaryName,
  parseConfigChange,
  parseSummaryShard,
  SHARD_SIZE,
  summaryShards,
} from './published-config';

const summary = (config: string) => ({
  config,
  osImageURL: 'quay.io/os@sha256:1',
  extensions: ['usbguard'],
  fips: true,
  osImageOverridden: false,
  contentHash: 'ab',
});

describe('what the controller publishes about rendered configs', () => {
  it('reads a shard of summaries, and tells one that is not (the page then reads the configs itself)', () => {
    const text = JSON.stringify({
      shard: 0,
      of: 1,
      summaries: [{ ...summary('rendered-worker-1'), extensions: ['usbguard', 3] }],
    });
    expect(parseSummaryShard(text)).toEqual({
      shard: 0,
      of: 1,
      summaries: [
        { ...summary('rendered-worker-1'), baseOSExtensionsContainerImage: undefined, kernelType: undefined },
      ],
    });
    const bad = [
      undefined,
      '',
      '{',
      '[]',
      JSON.stringify({ shard: 0, of: 1, summaries: [{ config: 'x' }] }),
      JSON.stringify({ of: 1, summaries: [] }),
    ];
    for (const b of bad) expect(parseSummaryShard(b)).toBeUndefined();
  });

  it('cuts the summaries into shards that each say how many there are', () => {
    const summaries = Array.from({ length: SHARD_SIZE + 1 }, (_, i) => summary(`rendered-p-${i}`));
    expect(summaryShards(summaries).map((s) => [s.shard, s.of, s.summaries.length])).toEqual([
      [0, 2, SHARD_SIZE],
      [1, 2, 1],
    ]);
    expect(summaryShards([])).toEqual([{ shard: 0, of: 1, summaries: [] }]);
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

  it('names ConfigMaps after the shard and the pool, within the API limits', () => {
    expect(configSummaryName(0)).toBe('os-update-config-summaries-0');
    expect(configChangeName('worker')).toBe('os-update-config-change-worker');
    expect(configChangeName('x'.repeat(300))).toHaveLength(253);
  });
});
