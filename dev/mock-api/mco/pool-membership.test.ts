import { describe, expect, it } from 'vitest';
import { NODES_FOR_POOL_CASES, PRIMARY_POOL_CASES, type PoolCase } from './mco-cases/node-controller-test';
import { nodesByPool, poolsForNode, primaryPool } from './pool-membership';

const pool = (p: PoolCase) => ({ metadata: { name: p.name }, spec: { nodeSelector: p.nodeSelector } });
const node = (name: string, labels: Record<string, string> = {}) => ({ metadata: { name, labels } });

describe('pool membership, ported from the MCO (release-4.22 node_controller_test.go)', () => {
  it.each(PRIMARY_POOL_CASES)('$test case#$index', (c) => {
    const membership = poolsForNode(node('node-0', c.nodeLabels), c.pools.map(pool));
    expect(membership.pools[0]).toBe(c.expected);
    // As the Go test checks it: an error only where one is expected (case#6 expects one, but
    // its node's label `node-role: master` matches neither pool, so none comes, in Go too).
    expect(membership.error === undefined || c.error).toBe(true);
  });

  it.each(NODES_FOR_POOL_CASES)('$test case#$index', (c) => {
    const nodes = c.nodes.flatMap((group, g) =>
      Array.from({ length: group.count }, (_, i) => node(`node-${g}-${i}`, group.labels)),
    );
    expect(nodesByPool(nodes, [pool(c.pool)]).byPool.get(c.pool.name)).toHaveLength(c.expected);
  });
});

const role = (r: string) => ({ [`node-role.kubernetes.io/${r}`]: '' });
const byRole = (name: string, selector: object = { matchLabels: role(name) }) => ({
  metadata: { name },
  spec: { nodeSelector: selector },
});

describe('pool membership beyond the ported cases', () => {
  it('lists worker after the primary custom pool, as GetPoolsForNode returns them', () => {
    const pools = [byRole('master'), byRole('worker'), byRole('worker-canary')];
    expect(poolsForNode(node('w-0', { ...role('worker'), ...role('worker-canary') }), pools).pools).toEqual([
      'worker-canary',
      'worker',
    ]);
    expect(primaryPool(node('w-1', role('worker')), pools)).toBe('worker');
  });

  it('names the node and its count of custom roles when two custom pools match, and counts it in neither', () => {
    const pools = [byRole('worker'), byRole('infra'), byRole('worker-canary')];
    const labels = { ...role('worker'), ...role('infra'), ...role('worker-canary') };
    const { byPool, errors } = nodesByPool([node('w-0', labels), node('w-1', role('worker'))], pools);
    expect(errors.get('w-0')).toBe('node w-0 belongs to 2 custom roles, cannot proceed with this Node');
    expect([...byPool].map(([name, nodes]) => [name, nodes.map((n) => n.metadata.name)])).toEqual([
      ['worker', ['w-1']],
      ['infra', []],
      ['worker-canary', []],
    ]);
  });

  it('reads matchExpressions, and lets an empty or missing selector match nothing', () => {
    const pools = [
      byRole('worker'),
      byRole('canary', { matchExpressions: [{ key: 'canary', operator: 'Exists' }] }),
      byRole('everything', {}),
      { metadata: { name: 'nothing' }, spec: {} },
    ];
    expect(poolsForNode(node('w-0', { ...role('worker'), canary: 'yes' }), pools).pools).toEqual(['canary', 'worker']);
  });

  it('says which operator is invalid, and assigns no pool then', () => {
    const pools = [byRole('worker', { matchExpressions: [{ key: 'a', operator: 'Near' }] })];
    expect(poolsForNode(node('w-0', role('worker')), pools)).toEqual({
      pools: [],
      error: 'invalid label selector: "Near" is not a valid label selector operator',
    });
  });
});
