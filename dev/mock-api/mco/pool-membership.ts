import { selectsLabels, type LabelSelector } from '../admission/label-selector';

/** What membership reads of a pool and of a node. */
export interface PoolSelectors {
  readonly metadata: { readonly name: string };
  readonly spec: { readonly nodeSelector?: LabelSelector | null };
}
export interface NodeLabels {
  readonly metadata: { readonly name: string; readonly labels?: Readonly<Record<string, string>> };
}

/**
 * The pools a node belongs to, primary first, or why it belongs to none that it matches.
 * `pools` empty with no error: a node the MCO does not manage (no pool matches, or Windows).
 */
export type Membership =
  | { readonly pools: readonly string[]; readonly error?: undefined }
  | { readonly pools: readonly []; readonly error: string };

const OS_LABEL = 'kubernetes.io/os';
const OPERATORS = new Set(['In', 'NotIn', 'Exists', 'DoesNotExist']);

/**
 * A pool's selector as the MCO reads it (pkg/helpers ListPools): a nil or empty selector
 * matches nothing, "not everything"; an invalid one is an error for every node.
 */
function matches(selector: LabelSelector | null | undefined, labels: Readonly<Record<string, string>>): boolean {
  if (!selector) return false;
  const expressions = selector.matchExpressions ?? [];
  const bad = expressions.find((e) => !OPERATORS.has(e.operator));
  if (bad) throw new Error(`invalid label selector: "${bad.operator}" is not a valid label selector operator`);
  if (Object.keys(selector.matchLabels ?? {}).length === 0 && expressions.length === 0) return false;
  return selectsLabels(selector, labels);
}

/**
 * The MCO's assignment of a node to pools, release-4.22 pkg/helpers/helpers.go
 * GetPoolsForNode over ListPools: Windows nodes are not managed; of the pools whose node
 * selector matches, more than one custom pool is an error (the node is in no pool); one
 * custom pool is primary unless master matches too ("defaulting to master"), with worker
 * after it when worker matches; else master; else worker.
 */
export function poolsForNode(node: NodeLabels, pools: readonly PoolSelectors[]): Membership {
  const labels = node.metadata.labels ?? {};
  if (labels[OS_LABEL] === 'windows') return { pools: [] };
  let matching: string[];
  try {
    matching = pools.filter((p) => matches(p.spec.nodeSelector, labels)).map((p) => p.metadata.name);
  } catch (error) {
    return { pools: [], error: (error as Error).message };
  }
  const master = matching.includes('master');
  const worker = matching.includes('worker');
  const custom = matching.filter((name) => name !== 'master' && name !== 'worker');
  if (custom.length > 1)
    return {
      pools: [],
      error: `node ${node.metadata.name} belongs to ${custom.length} custom roles, cannot proceed with this Node`,
    };
  if (custom.length === 1) return { pools: [master ? 'master' : (custom[0] as string), ...(worker ? ['worker'] : [])] };
  if (master) return { pools: ['master'] };
  return { pools: worker ? ['worker'] : [] };
}

/** The pool whose target the node gets (GetPrimaryPoolForNode), if any. */
export const primaryPool = (node: NodeLabels, pools: readonly PoolSelectors[]): string | undefined =>
  poolsForNode(node, pools).pools[0];

/**
 * Every pool's nodes, as the node controller counts them (node_controller.go
 * getNodesForPool): the nodes its selector matches whose primary pool it is. Nodes in error
 * (two custom pools) are in none, with the MCO's message ("can't get pool for node").
 */
export function nodesByPool<N extends NodeLabels>(
  nodes: readonly N[],
  pools: readonly PoolSelectors[],
): { readonly byPool: ReadonlyMap<string, readonly N[]>; readonly errors: ReadonlyMap<string, string> } {
  const byPool = new Map<string, N[]>(pools.map((p) => [p.metadata.name, []]));
  const errors = new Map<string, string>();
  for (const node of nodes) {
    const membership = poolsForNode(node, pools);
    if (membership.error !== undefined) errors.set(node.metadata.name, membership.error);
    const primary = membership.pools[0];
    if (primary !== undefined) byPool.get(primary)?.push(node);
  }
  return { byPool, errors };
}
