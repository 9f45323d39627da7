import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES, type ResourceType } from './resource-types';
import { ObjectStore, type KubeObject } from './store';

const POOLS = RESOURCE_TYPES.find((t) => t.kind === 'MachineConfigPool') as ResourceType;

const pool = (name: string, config: string): KubeObject => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineConfigPool',
  metadata: { name },
  spec: { configuration: { name: config } },
});

describe('ObjectStore events', () => {
  it('reach every listener in revision order, also when a listener writes in answer to one', () => {
    const store = new ObjectStore();
    store.create(POOLS, pool('worker', 'rendered-worker-a'));
    // A controller that retargets the pool when it is paused: its write comes after the pause.
    store.onChange((event) => {
      const spec = event.object.spec as { paused?: boolean; configuration: { name: string } };
      if (spec.paused && spec.configuration.name === 'rendered-worker-a')
        store.update(POOLS, undefined, 'worker', {
          ...pool('worker', 'rendered-worker-b'),
          spec: { ...spec, configuration: { name: 'rendered-worker-b' } },
        });
    });
    const seen: { revision: number; config: string }[] = [];
    store.onChange((event) =>
      seen.push({
        revision: event.revision,
        config: (event.object.spec as { configuration: { name: string } }).configuration.name,
      }),
    );

    store.update(POOLS, undefined, 'worker', {
      ...pool('worker', 'rendered-worker-a'),
      spec: { paused: true, configuration: { name: 'rendered-worker-a' } },
    });

    expect(seen.map((e) => e.config)).toEqual(['rendered-worker-a', 'rendered-worker-b']);
    expect(seen[1]!.revision).toBeGreaterThan(seen[0]!.revision);
    // The last word a watcher has is the store's.
    expect(seen.at(-1)?.config).toBe(
      (store.find(POOLS, undefined, 'worker')?.spec as { configuration: { name: string } }).configuration.name,
    );
  });

  it('still tells every listener of a change when one listener throws, and the writer hears of the failure', () => {
    const store = new ObjectStore();
    store.onChange(() => {
      throw new Error('a broken listener');
    });
    const seen: string[] = [];
    store.onChange((event) => seen.push(event.object.metadata.name));

    expect(() => store.create(POOLS, pool('worker', 'rendered-worker-a'))).toThrow('a broken listener');
    expect(() => store.create(POOLS, pool('infra', 'rendered-infra-a'))).toThrow('a broken listener');
    expect(seen).toEqual(['worker', 'infra']);
  });
});
