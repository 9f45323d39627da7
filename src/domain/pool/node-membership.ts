import type { NodeFacts } from './node-phase';

type MatchLabels = Readonly<Record<string, string>>;

export interface PoolNodeSelector {
  readonly name: string;
  readonly nodeSelector: MatchLabels;
}

const picks = (selector: MatchLabels, labels: MatchLabels | undefined): boolean =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels?.[key] === value);

/**
 * The pool a node belongs to by its labels, as the MCO assigns it: master when master's
 * selector picks it (compact clusters' masters keep the worker role), else a custom pool
 * that picks it (custom pools' nodes keep the worker role too), else worker.
 */
function poolByLabels(node: NodeFacts, pools: readonly PoolNodeSelector[]): string | undefined {
  const picking = pools.filter((p) => picks(p.nodeSelector, node.labels)).map((p) => p.name);
  if (picking.includes('master')) return 'master';
  return picking.find((name) => name !== 'worker') ?? (picking.includes('worker') ? 'worker' : undefined);
}

/**
 * Every pool's nodes, in one pass: a node's MachineConfigNode names its pool; a node read
 * from its metadata only (no MachineConfigNodes served) is placed by its labels.
 */
export function nodesByPool(
  nodes: readonly NodeFacts[],
  pools: readonly PoolNodeSelector[],
): ReadonlyMap<string, readonly NodeFacts[]> {
  const byPool = new Map<string, NodeFacts[]>(pools.map((p) => [p.name, []]));
  for (const node of nodes) {
    const pool = node.pool ?? poolByLabels(node, pools);
    if (pool !== undefined) byPool.get(pool)?.push(node);
  }
  return byPool;
}
