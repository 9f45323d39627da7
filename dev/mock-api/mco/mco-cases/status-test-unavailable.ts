/**
 * release-4.22 pkg/controller/node/status_test.go TestGetUnavailableMachines (at 9027c94cd), as
 * data: which machines the node controller counts unavailable (`getUnavailableMachines`, that is
 * `LayeredNodeState.IsUnavailableForUpdate`), the pool's `unavailableMachineCount` and what
 * uses up `maxUnavailable`. Nodes as test/helpers/nodebuilder.go builds them: the daemon's state
 * Done when current and desired agree (configs and images), Working otherwise, unless given.
 */
export interface UnavailableCaseNode {
  readonly name: string;
  readonly annotations: Readonly<Record<string, string>>;
  /** The kubelet's Ready condition; none at all on a node built without a status. */
  readonly ready?: 'True' | 'False';
}

export interface UnavailableCase {
  readonly name: string;
  readonly nodes: readonly UnavailableCaseNode[];
  readonly unavailable: readonly string[];
}

const CURRENT = 'machineconfiguration.openshift.io/currentConfig';
const DESIRED = 'machineconfiguration.openshift.io/desiredConfig';
const CURRENT_IMAGE = 'machineconfiguration.openshift.io/currentImage';
const DESIRED_IMAGE = 'machineconfiguration.openshift.io/desiredImage';
const STATE = 'machineconfiguration.openshift.io/state';

/** NodeBuilder: configs, images, an explicit daemon state, Ready. */
function node(
  name: string,
  configs: readonly [string, string] | [],
  options: {
    images?: readonly [string | undefined, string | undefined];
    state?: string;
    ready?: 'True' | 'False';
  } = {},
): UnavailableCaseNode {
  const [current, desired] = configs;
  const [currentImage, desiredImage] = options.images ?? [];
  const annotations: Record<string, string> = {};
  if (current !== undefined) annotations[CURRENT] = current;
  if (desired !== undefined) annotations[DESIRED] = desired;
  if (currentImage !== undefined) annotations[CURRENT_IMAGE] = currentImage;
  if (desiredImage !== undefined) annotations[DESIRED_IMAGE] = desiredImage;
  // Node(): a state of its own is kept; else Done when configs and images agree.
  annotations[STATE] = options.state ?? (currentImage === desiredImage && current === desired ? 'Done' : 'Working');
  return { name, annotations, ...(options.ready ? { ready: options.ready } : {}) };
}

const V0 = 'rendered-machineconfig-v0';
const V1 = 'rendered-machineconfig-v1';
const V2 = 'rendered-machineconfig-v2';
const I0 = 'registry.host.com/org/repo@sha256:' + '0'.repeat(64);
const I1 = 'registry.host.com/org/repo@sha256:' + '1'.repeat(64);
const R = { ready: 'True' } as const;
const NR = { ready: 'False' } as const;

export const UNAVAILABLE_CASES: readonly UnavailableCase[] = [
  { name: 'no nodes', nodes: [], unavailable: [] },
  {
    name: '1 in progress',
    nodes: [node('node-0', [V0, V0], R), node('node-1', [V1, V1], R), node('node-2', [V0, V1], R)],
    unavailable: ['node-2'],
  },
  {
    name: '1 unavail, 1 in progress',
    nodes: [node('node-0', [V0, V0], R), node('node-1', [V1, V1], NR), node('node-2', [V0, V1], R)],
    unavailable: ['node-1', 'node-2'],
  },
  {
    name: '1 node updated, 1 updating, 1 updating but not v2 and is ready',
    nodes: [node('node-0', [V0, V1], R), node('node-1', [V2, V2], R), node('node-2', [V0, V2], R)],
    unavailable: ['node-0', 'node-2'],
  },
  {
    name: '1 node updated, 1 updating, 1 updating but not v2 and is not ready',
    nodes: [node('node-0', [V0, V1], NR), node('node-1', [V2, V2], R), node('node-2', [V0, V2], R)],
    unavailable: ['node-0', 'node-2'],
  },
  {
    name: '2 node updated, 1 updating',
    nodes: [node('node-0', [V0, V1], R), node('node-1', [V1, V1], R), node('node-2', [V1, V1], NR)],
    unavailable: ['node-0', 'node-2'],
  },
  {
    name: '2 node updated, 1 updating, but one updated node is NotReady',
    nodes: [node('node-0', [V0, V1]), node('node-1', [V1, V1]), node('node-2', [V1, V1], NR)],
    unavailable: ['node-0', 'node-2'],
  },
  {
    name: '1 layered node updated, 1 updating, but one updated node is NotReady',
    nodes: [
      node('node-0', [V0, V1], { images: [I0, I1] }),
      node('node-1', [V1, V1], { images: [I1, I1] }),
      node('node-2', [V1, V1], { images: [I1, I1], ...NR }),
    ],
    unavailable: ['node-0', 'node-2'],
  },
  {
    name: 'Mismatched unlayered node and layered pool with image available',
    nodes: [
      node('node-0', [V0, V1], { images: [I0, I1] }),
      node('node-1', [V1, V1], { images: [I1, I1] }),
      node('node-2', [V1, V1], { images: [I1, I1], ...NR }),
      node('node-3', [V0, V0], NR),
      node('node-4', [V0, V0], R),
    ],
    unavailable: ['node-0', 'node-2', 'node-3'],
  },
  {
    name: 'Mismatched unlayered node and layered pool with image unavailable',
    nodes: [
      node('node-0', [V0, V1], { images: [I0, I1] }),
      node('node-1', [V1, V1], { images: [I1, I1] }),
      node('node-2', [V1, V1], { images: [I1, I1], ...NR }),
      node('node-3', [V0, V0], NR),
      node('node-4', [V0, V0], { images: [I1, I1], ...R }),
    ],
    unavailable: ['node-0', 'node-2', 'node-3'],
  },
  {
    name: 'Mismatched layered node and unlayered pool',
    nodes: [
      node('node-0', [V0, V1]),
      node('node-1', [V1, V1]),
      node('node-2', [V1, V1], { images: [I1, I1], ...NR }),
      node('node-3', [V0, V0], { images: [I1, I1], ...NR }),
      node('node-4', [V0, V0], { images: [I1, I1], ...R }),
    ],
    unavailable: ['node-0', 'node-2', 'node-3'],
  },
  {
    name: 'nodes working toward layered should not be considered available (OCPBUGS-24705)',
    nodes: [
      node('node-0', [V0, V0], R),
      node('node-1', [V0, V0], R),
      node('node-2', [V0, V0], { images: [undefined, I1], state: 'Working', ...R }),
      node('node-3', [V0, V0], { images: ['', I1], ...R }),
    ],
    unavailable: ['node-2', 'node-3'],
  },
  {
    name: 'nodes with desiredImage annotation that have not yet started working should not be considered available (OCPBUGS-24705)',
    nodes: [
      node('node-0', [V0, V0], { images: [I0, I0], state: 'Done', ...R }),
      node('node-1', [V0, V0], { images: [I0, I0], state: 'Done', ...R }),
      node('node-2', [V0, V0], { images: [undefined, I1], state: 'Done', ...R }),
      node('node-3', [V0, V0], { images: [I0, I1], state: 'Done', ...R }),
    ],
    unavailable: ['node-2', 'node-3'],
  },
];
