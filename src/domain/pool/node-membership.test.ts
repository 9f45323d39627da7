import { describe, expect, it } from 'vitest';
import { ownNodes, poolNodes } from './node-membership';

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

describe('ownNodes', () => {
  it("leaves the custom pools' nodes out of worker, though they keep the worker role", () => {
    const listed = [node('w-0', 'worker'), node('i-0', 'worker', 'infra'), node('w-1', 'worker')];
    expect(ownNodes('worker', listed, pools).map((n) => n.name)).toEqual(['w-0', 'w-1']);
  });

  it('keeps every node a custom pool selects', () => {
    const listed = [node('i-0', 'worker', 'infra'), node('i-1', 'worker', 'infra')];
    expect(ownNodes('infra', listed, pools).map((n) => n.name)).toEqual(['i-0', 'i-1']);
  });

  it("picks a pool's nodes among all nodes by its selector", () => {
    const all = [node('m-0', 'master'), node('w-0', 'worker'), node('i-0', 'worker', 'infra')];
    expect(poolNodes('worker', { [role('worker')]: '' }, all, pools).map((n) => n.name)).toEqual(['w-0']);
    expect(poolNodes('infra', { [role('infra')]: '' }, all, pools).map((n) => n.name)).toEqual(['i-0']);
    expect(poolNodes('master', { [role('master')]: '' }, all, pools).map((n) => n.name)).toEqual(['m-0']);
  });
});
