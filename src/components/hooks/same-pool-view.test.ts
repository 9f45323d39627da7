import { describe, expect, it } from 'vitest';
import { buildPoolView, type ConfigResult, type ReleaseInfoLookup } from './pool-view';
import { samePoolView } from './same-pool-view';

const configs = new Map<string, ConfigResult>([
  ['old', { isPending: false, data: { spec: { osImageURL: `q/os@sha256:${'a'.repeat(64)}` } } }],
  ['new', { isPending: false, data: { spec: { osImageURL: `q/os@sha256:${'b'.repeat(64)}` } } }],
]);
const lookup: ReleaseInfoLookup = () => ({ status: { kind: 'missing' } });
const pool = {
  metadata: { name: 'worker' },
  spec: { paused: false, configuration: { name: 'new' } },
  status: { configuration: { name: 'old' }, machineCount: 2, updatedMachineCount: 0 },
};
const nodes = (state: string) => [
  { name: 'w-0', currentConfig: 'old', desiredConfig: 'new', state },
  { name: 'w-1', currentConfig: 'old', desiredConfig: 'old', state: 'Done' },
];

describe('samePoolView', () => {
  it('holds for a view rebuilt from the same inputs (new objects, same content)', () => {
    expect(
      samePoolView(
        buildPoolView(pool, configs, lookup, nodes('Working')),
        buildPoolView(pool, configs, lookup, nodes('Working')),
      ),
    ).toBe(true);
  });

  it('fails when a node moves, the pool changes or a pin appears', () => {
    const before = buildPoolView(pool, configs, lookup, nodes('Working'));
    expect(samePoolView(before, buildPoolView(pool, configs, lookup, nodes('Done')))).toBe(false);
    expect(samePoolView(before, buildPoolView({ ...pool }, configs, lookup, nodes('Working')))).toBe(false);
    const pin = { name: '99-worker-os-update-pin', pool: 'worker', image: 'q/os@sha256:…', pools: ['worker'] };
    expect(samePoolView(before, buildPoolView(pool, configs, lookup, nodes('Working'), pin))).toBe(false);
  });

  it('fails when an updating node moves on to its next step (the node table shows it)', () => {
    const at = (step: 'Drained' | 'AppliedFilesAndOS') => [{ ...nodes('Working')[0]!, step }, nodes('Working')[1]!];
    expect(
      samePoolView(
        buildPoolView(pool, configs, lookup, at('Drained')),
        buildPoolView(pool, configs, lookup, at('AppliedFilesAndOS')),
      ),
    ).toBe(false);
  });
});
