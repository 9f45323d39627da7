import type { NodeFacts } from './node-phase';

type MatchLabels = Readonly<Record<string, string>>;

const picks = (selector: MatchLabels, labels: MatchLabels | undefined): boolean =>
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);

/**
 * The nodes that belong to a pool, as the MCO assigns them: nodes of custom pools keep the
 * worker role, so worker's selector matches them too, but they belong to their custom pool.
 * `others` are the other pools' node selectors (master's never claims a worker node).
 */
export function ownNodes(
  pool: string,
  nodes: readonly NodeFacts[],
  others: readonly { readonly name: string; readonly nodeSelector: MatchLabels }[],
): NodeFacts[] {
  if (pool !== 'worker') return [...nodes];
  const custom = others.filter(
    (o) => o.name !== 'worker' && o.name !== 'master' && Object.keys(o.nodeSelector).length > 0,
  );
  return nodes.filter((n) => !custom.some((o) => picks(o.nodeSelector, n.labels)));
}

/** The nodes a pool's `nodeSelector` picks among all nodes, then those it owns (see ownNodes). */
export function poolNodes(
  pool: string,
  nodeSelector: MatchLabels,
  nodes: readonly NodeFacts[],
  others: readonly { readonly name: string; readonly nodeSelector: MatchLabels }[],
): NodeFacts[] {
  return ownNodes(
    pool,
    nodes.filter((n) => picks(nodeSelector, n.labels)),
    others,
  );
}
