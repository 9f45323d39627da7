import { describe, expect, it } from 'vitest';
import { nodesByPool } from './node-membership';

const role = (r: string) => `node-role.kubernetes.io/${r}`;
const node = (name: string, ...roles: string[]) => ({
  name,
  labels: Object.fromEntries(roles.map((r) => [role(r), ''])),
});
const pools = [
  { name: 'master', nodeSelector: { [role('master')]: '' } },
  { name: 'worker', nodeSelector: { [role('worker')]: '' } },
  { name: 'infra', nodeSelector: { [role('infra')]: '' } },
];
const names = (map: ReadonlyMap<string, readonly { name: string }[]>, pool: string) =>
  map.get(pool)?.map((n) => n.name);

describe('nodesByPool, from node labels', () => {
  it("leaves the custom pools' nodes out of worker, though they keep the worker role", () => {
    const byPool = nodesByPool([node('w-0', 'worker'), node('i-0', 'worker', 'infra'), node('w-1', 'worker')], pools);
    expect(names(byPool, 'worker')).toEqual(['w-0', 'w-1']);
    expect(names(byPool, 'infra')).toEqual(['i-0']);
  });

  it("puts a compact cluster's masters (which keep the worker role) in master only", () => {
    const byPool = nodesByPool([node('m-0', 'master', 'worker'), node('w-0', 'worker')], pools);
    expect(names(byPool, 'master')).toEqual(['m-0']);
    expect(names(byPool, 'worker')).toEqual(['w-0']);
  });

  it('gives every pool an entry, empty when no node is its own, and no pool to a node none selects', () => {
    const byPool = nodesByPool([node('x-0', 'other')], pools);
    expect([...byPool.entries()]).toEqual([
      ['master', []],
      ['worker', []],
      ['infra', []],
    ]);
  });
});

describe('nodesByPool, from MachineConfigNodes', () => {
  it('takes the pool a MachineConfigNode names, whatever the labels say', () => {
    const byPool = nodesByPool(
      [
        { name: 'w-0', pool: 'infra' },
        { name: 'w-1', pool: 'worker' },
      ],
      pools,
    );
    expect(names(byPool, 'infra')).toEqual(['w-0']);
    expect(names(byPool, 'worker')).toEqual(['w-1']);
  });
});
