import { describe, expect, it } from 'vitest';
import { applyWatchEvent, keyOf, type WatchedItems } from './watch-reducer';

const pool = (resourceVersion: string, config: string, uid = 'u1', creationTimestamp = '2026-01-01T00:00:00Z') => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineConfigPool',
  metadata: { name: 'worker', uid, resourceVersion, creationTimestamp },
  spec: { configuration: { name: config } },
});

const configOf = (items: WatchedItems) =>
  (
    (items.get(keyOf(pool('0', ''))) as { spec?: unknown } | undefined)?.spec as
      { configuration: { name: string } } | undefined
  )?.configuration.name;

describe("the shell's watch applies events as the console's reducer does", () => {
  it('keeps the newer copy when an older event comes late', () => {
    const items: WatchedItems = new Map();
    applyWatchEvent(items, 'ADDED', pool('10', 'a'));
    applyWatchEvent(items, 'MODIFIED', pool('12', 'b'));
    applyWatchEvent(items, 'MODIFIED', pool('11', 'a'));
    expect(configOf(items)).toBe('b');
  });

  it('takes an object made again under the same name when it is newer, and a deletion always', () => {
    const items: WatchedItems = new Map();
    applyWatchEvent(items, 'ADDED', pool('10', 'a'));
    applyWatchEvent(items, 'ADDED', pool('5', 'c', 'u2', '2026-01-02T00:00:00Z'));
    expect(configOf(items)).toBe('c');
    applyWatchEvent(items, 'DELETED', pool('4', 'c', 'u2', '2026-01-02T00:00:00Z'));
    expect(items.size).toBe(0);
  });
});
