/**
 * Cases of pkg/controller/node/node_controller_test.go (release-4.22 at 9027c94cde45) on
 * pool membership, as data: TestGetPrimaryPoolForNode (8 cases) and TestGetNodesForPool
 * (5 cases). Selectors as test/helpers/helpers.go makes them (MasterSelector
 * `node-role/master: ""`, …); `error` where the Go test expects one.
 */
type Labels = Readonly<Record<string, string>>;

export interface PoolCase {
  readonly name: string;
  readonly nodeSelector: { readonly matchLabels: Labels };
}

const selector = (key: string): { matchLabels: Labels } => ({ matchLabels: { [key]: '' } });
const MASTER = selector('node-role/master');
const WORKER = selector('node-role/worker');
const INFRA = selector('node-role/infra');
const OS_LABEL = 'kubernetes.io/os';

const master: PoolCase = { name: 'master', nodeSelector: MASTER };
const worker: PoolCase = { name: 'worker', nodeSelector: WORKER };
const infra: PoolCase = { name: 'infra', nodeSelector: INFRA };

export interface PrimaryPoolCase {
  readonly test: 'TestGetPrimaryPoolForNode';
  readonly index: number;
  readonly pools: readonly PoolCase[];
  readonly nodeLabels: Labels;
  /** The primary pool's name; undefined: none. */
  readonly expected: string | undefined;
  readonly error: boolean;
}

const primary = (
  pools: readonly PoolCase[],
  nodeLabels: Labels,
  expected: string | undefined,
  error = false,
): Omit<PrimaryPoolCase, 'index'> => ({ test: 'TestGetPrimaryPoolForNode', pools, nodeLabels, expected, error });

export const PRIMARY_POOL_CASES: readonly PrimaryPoolCase[] = [
  primary([master, worker], { 'node-role': '' }, undefined),
  primary([master, worker], { 'node-role/master': '' }, 'master'),
  primary([master, worker], { 'node-role/master': '', 'node-role/worker': '' }, 'master'),
  primary([master, worker, infra], { 'node-role/worker': '', 'node-role/infra': '' }, 'infra'),
  // OCPBUGS-2177: a node labelled infra keeps master where master matches.
  primary([master, worker, infra], { 'node-role/master': '', 'node-role/infra': '' }, 'master'),
  primary(
    [master, worker, infra, { name: 'infra2', nodeSelector: selector('node-role/infra2') }],
    { 'node-role/infra': '', 'node-role/infra2': '' },
    undefined,
    true,
  ),
  // Two custom pools with the same selector.
  primary(
    [
      { name: 'test-cluster-pool-1', nodeSelector: MASTER },
      { name: 'test-cluster-pool-2', nodeSelector: MASTER },
    ],
    { 'node-role': 'master' },
    undefined,
    true,
  ),
  // A Windows worker is not assigned a pool.
  primary([worker], { 'node-role/master': '', 'node-role/worker': '', [OS_LABEL]: 'windows' }, undefined),
].map((c, index) => ({ ...c, index }));

export interface NodesForPoolCase {
  readonly test: 'TestGetNodesForPool';
  readonly index: number;
  readonly pool: PoolCase;
  /** Node groups: `count` nodes with `labels` each (newMixedNodeSet). */
  readonly nodes: readonly { readonly count: number; readonly labels: Labels }[];
  readonly expected: number;
}

const set = (count: number, labels: Labels) => ({ count, labels });

export const NODES_FOR_POOL_CASES: readonly NodesForPoolCase[] = [
  { pool: master, nodes: [set(3, { 'node-role': '' }), set(3, { 'node-role/worker': '' })], expected: 0 },
  { pool: master, nodes: [set(2, { 'node-role/master': '' }), set(2, { 'node-role/worker': '' })], expected: 2 },
  {
    pool: { name: 'ïnfra', nodeSelector: INFRA },
    nodes: [set(3, { 'node-role/master': '' }), set(3, { 'node-role/worker': '', 'node-role/infra': '' })],
    expected: 3,
  },
  // Windows and Linux workers: only the Linux ones are the MCO's.
  {
    pool: worker,
    nodes: [
      set(3, { 'node-role/master': '' }),
      set(3, { 'node-role/worker': '', 'node-role/infra': '' }),
      set(1, { [OS_LABEL]: 'windows' }),
    ],
    expected: 3,
  },
  { pool: worker, nodes: [set(1, { [OS_LABEL]: 'windows' })], expected: 0 },
].map((c, index) => ({ ...c, test: 'TestGetNodesForPool' as const, index }));
