/**
 * The gate's admission policies (deploy/base/admission) as a table of writes and verdicts: the
 * demo's API server (dev/mock-api/admission) and the real kube-apiserver (deploy/base/admission's
 * real-server tests) are both held to it.
 */
export interface GateObject {
  [field: string]: unknown;
  apiVersion: string;
  kind: string;
  metadata: { name: string; annotations?: Record<string, string>; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  status?: Record<string, unknown>;
}
type KubeObject = GateObject;

export interface PoolCase {
  readonly name: string;
  readonly before: KubeObject;
  readonly after: KubeObject;
  readonly denied: boolean;
}

export interface NodeCase extends PoolCase {
  readonly pools: KubeObject[];
  /** The pool the refusal names: worker unless told. */
  readonly judge?: string;
  /** Sent to nodes/status rather than nodes (judged by os-updates-node-status-hand-out). */
  readonly subresource?: 'status';
}

export const GATE = 'os-updates.openshift.io/gate';
export const APPROVED = 'os-updates.openshift.io/approved-config';
export const APPROVED_IMAGE = 'os-updates.openshift.io/approved-image';
export const DESIRED = 'machineconfiguration.openshift.io/desiredConfig';
export const CURRENT = 'machineconfiguration.openshift.io/currentConfig';
export const DESIRED_IMAGE = 'machineconfiguration.openshift.io/desiredImage';
export const CURRENT_IMAGE = 'machineconfiguration.openshift.io/currentImage';
export const STATE = 'machineconfiguration.openshift.io/state';
export const [OLD, NEW, OTHER] = ['rendered-worker-0a', 'rendered-worker-1b', 'rendered-worker-2c'];

export function pool(
  name: string,
  annotations: Record<string, string> | undefined,
  spec: Record<string, unknown>,
): KubeObject {
  return {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfigPool',
    metadata: { name, ...(annotations ? { annotations } : {}) },
    spec: { nodeSelector: { matchLabels: { [`node-role.kubernetes.io/${name}`]: '' } }, ...spec },
  };
}
export const node = (annotations?: Record<string, string>, labels?: Record<string, string>): KubeObject => ({
  apiVersion: 'v1',
  kind: 'Node',
  metadata: { name: 'worker-0', ...(annotations ? { annotations } : {}), ...(labels ? { labels } : {}) },
});

export const gated = (extra: Record<string, string> = {}) => ({ [GATE]: 'review-each-update', ...extra });
export const held = (target: string) => ({ paused: true, configuration: { name: target } });
export const open = (target: string) => ({ paused: false, configuration: { name: target } });

/** os-updates-held-pool-unpause: a held pool under the gate opens only for its approved target. */
export const UNPAUSE_CASES: readonly PoolCase[] = (() => {
  const cases: PoolCase[] = [
    {
      name: "the console's Resume on a never-approved gated pool",
      before: pool('worker', gated(), held(NEW)),
      after: pool('worker', gated(), open(NEW)),
      denied: true,
    },
    {
      name: 'Resume on a gated pool approved for an earlier target',
      before: pool('worker', gated({ [APPROVED]: OLD }), held(NEW)),
      after: pool('worker', gated({ [APPROVED]: OLD }), open(NEW)),
      denied: true,
    },
    {
      name: 'GitOps dropping spec.paused on a held gated pool',
      before: pool('worker', gated(), held(NEW)),
      after: pool('worker', gated(), { configuration: { name: NEW } }),
      denied: true,
    },
    {
      name: 'an approval of the target itself (the page, the window keeper)',
      before: pool('worker', gated({ [APPROVED]: OLD }), held(NEW)),
      after: pool('worker', gated({ [APPROVED]: NEW }), open(NEW)),
      denied: false,
    },
    {
      name: 'an unpause of a pool without the gate',
      before: pool('worker', undefined, held(NEW)),
      after: pool('worker', undefined, open(NEW)),
      denied: false,
    },
    {
      name: 'taking the gate off and unpausing in one write',
      before: pool('worker', gated(), held(NEW)),
      after: pool('worker', {}, open(NEW)),
      denied: false,
    },
    {
      name: 'pausing (holding) a gated pool',
      before: pool('worker', gated({ [APPROVED]: OLD }), open(NEW)),
      after: pool('worker', gated({ [APPROVED]: OLD }), held(NEW)),
      denied: false,
    },
    {
      name: 'the render controller moving the target of an open gated pool (during its approved rollout)',
      before: pool('worker', gated({ [APPROVED]: OLD }), open(OLD)),
      after: pool('worker', gated({ [APPROVED]: OLD }), open(NEW)),
      denied: true,
    },
    {
      name: 'the render controller moving the target of a held gated pool (it waits for review)',
      before: pool('worker', gated({ [APPROVED]: OLD }), held(OLD)),
      after: pool('worker', gated({ [APPROVED]: OLD }), held(NEW)),
      denied: false,
    },
    {
      name: "the render controller writing an open gated pool's sources, its target the approved one",
      before: pool('worker', gated({ [APPROVED]: OLD }), open(OLD)),
      after: pool('worker', gated({ [APPROVED]: OLD }), {
        paused: false,
        configuration: {
          name: OLD,
          source: [{ apiVersion: 'machineconfiguration.openshift.io/v1', kind: 'MachineConfig', name: '00-worker' }],
        },
      }),
      denied: false,
    },
    {
      name: 'the render controller moving the target of an open pool without the gate',
      before: pool('worker', undefined, open(OLD)),
      after: pool('worker', undefined, open(NEW)),
      denied: false,
    },
    {
      name: 'a label added to a held gated pool',
      before: pool('worker', gated(), held(NEW)),
      after: {
        ...pool('worker', gated(), held(NEW)),
        metadata: { name: 'worker', labels: { a: 'b' }, annotations: gated() },
      },
      denied: false,
    },
    {
      // The CRD requires a spec: an empty one (no paused, no configuration) is what guards meet.
      name: 'a pool with an empty spec before (guards, not errors)',
      before: { ...pool('worker', gated(), {}), spec: {} },
      after: pool('worker', gated({ [APPROVED]: NEW }), open(NEW)),
      denied: false,
    },
  ];
  return cases;
})();

/** os-updates-gated-node-target: no machine of a gated pool is handed an unapproved config or image. */
export const NODE_TARGET_CASES: readonly NodeCase[] = (() => {
  const worker = (annotations?: Record<string, string>, spec = open(NEW)) => pool('worker', annotations, spec);
  const infra = pool('infra', undefined, open('rendered-infra-9f'));
  const on = (config: string, extra: Record<string, string> = {}) => ({
    [CURRENT]: config,
    [DESIRED]: config,
    [STATE]: 'Done',
    ...extra,
  });
  const cases: NodeCase[] = [
    {
      name: "the node controller's hand-out of an unapproved target",
      pools: [worker(gated({ [APPROVED]: OLD }))],
      before: node(on(OLD)),
      after: node(on(OLD, { [DESIRED]: NEW })),
      denied: true,
    },
    {
      name: 'a hand-out on a gated pool never approved',
      pools: [worker(gated())],
      before: node(on(OLD)),
      after: node(on(OLD, { [DESIRED]: NEW })),
      denied: true,
    },
    {
      name: 'the approved target',
      pools: [worker(gated({ [APPROVED]: NEW }))],
      before: node(on(OLD)),
      after: node(on(OLD, { [DESIRED]: NEW })),
      denied: false,
    },
    {
      name: 'back to the config the machine runs',
      pools: [worker(gated({ [APPROVED]: OTHER }))],
      before: node(on(OLD, { [DESIRED]: NEW })),
      after: node(on(OLD)),
      denied: false,
    },
    {
      name: 'any target on a pool without the gate',
      pools: [worker(undefined)],
      before: node(on(OLD)),
      after: node(on(OLD, { [DESIRED]: NEW })),
      denied: false,
    },
    {
      name: "a custom pool's target on a machine that also has the worker role",
      pools: [worker(gated({ [APPROVED]: OLD })), infra],
      before: node(on('rendered-infra-8e'), {
        'node-role.kubernetes.io/worker': '',
        'node-role.kubernetes.io/infra': '',
      }),
      after: node(on('rendered-infra-8e', { [DESIRED]: 'rendered-infra-9f' }), {
        'node-role.kubernetes.io/worker': '',
        'node-role.kubernetes.io/infra': '',
      }),
      denied: false,
    },
    {
      name: "a canary's approved target on a worker machine labelled into it (worker's prefix, not worker's config)",
      pools: [
        worker(gated({ [APPROVED]: OLD })),
        pool('worker-canary', gated({ [APPROVED]: 'rendered-worker-canary-3d' }), open('rendered-worker-canary-3d')),
      ],
      before: node(on(OLD), { 'node-role.kubernetes.io/worker': '', 'node-role.kubernetes.io/worker-canary': '' }),
      after: node(on(OLD, { [DESIRED]: 'rendered-worker-canary-3d' }), {
        'node-role.kubernetes.io/worker': '',
        'node-role.kubernetes.io/worker-canary': '',
      }),
      denied: false,
    },
    {
      name: "a canary's target nobody approved, judged by the canary pool itself",
      pools: [worker(gated({ [APPROVED]: NEW })), pool('worker-canary', gated(), held('rendered-worker-canary-3d'))],
      before: node(on(OLD), { 'node-role.kubernetes.io/worker': '', 'node-role.kubernetes.io/worker-canary': '' }),
      after: node(on(OLD, { [DESIRED]: 'rendered-worker-canary-3d' }), {
        'node-role.kubernetes.io/worker': '',
        'node-role.kubernetes.io/worker-canary': '',
      }),
      denied: true,
      judge: 'worker-canary',
    },
    {
      name: "the daemon's first report of the config a new machine booted with",
      pools: [worker(gated({ [APPROVED]: OLD }))],
      before: node(),
      after: node(on(NEW)),
      denied: false,
    },
    {
      name: "the daemon's own writes (currentConfig, state)",
      pools: [worker(gated({ [APPROVED]: OLD }))],
      before: node(on(OLD, { [DESIRED]: NEW, [STATE]: 'Working' })),
      after: node(on(NEW)),
      denied: false,
    },
    {
      name: 'a kubelet heartbeat or a label on a node without annotations',
      pools: [worker(gated())],
      before: node(),
      after: node(undefined, { 'topology.kubernetes.io/zone': 'a' }),
      denied: false,
    },
    {
      name: 'an image-mode hand-out of an unapproved built image',
      pools: [worker(gated({ [APPROVED]: NEW, [APPROVED_IMAGE]: 'registry/os@sha256:aa' }))],
      before: node(on(OLD, { [CURRENT_IMAGE]: 'registry/os@sha256:00', [DESIRED_IMAGE]: 'registry/os@sha256:00' })),
      after: node(
        on(OLD, { [DESIRED]: NEW, [CURRENT_IMAGE]: 'registry/os@sha256:00', [DESIRED_IMAGE]: 'registry/os@sha256:bb' }),
      ),
      denied: true,
    },
    {
      name: 'an image-mode hand-out of the approved built image',
      pools: [worker(gated({ [APPROVED]: NEW, [APPROVED_IMAGE]: 'registry/os@sha256:aa' }))],
      before: node(on(OLD, { [CURRENT_IMAGE]: 'registry/os@sha256:00', [DESIRED_IMAGE]: 'registry/os@sha256:00' })),
      after: node(
        on(OLD, { [DESIRED]: NEW, [CURRENT_IMAGE]: 'registry/os@sha256:00', [DESIRED_IMAGE]: 'registry/os@sha256:aa' }),
      ),
      denied: false,
    },
    {
      name: 'a hand-out on a cluster with no pools at all',
      pools: [],
      before: node(on(OLD)),
      after: node(on(OLD, { [DESIRED]: NEW })),
      denied: false,
    },
    {
      name: 'leaving image mode: desiredImage taken away from a machine on an approved built image',
      pools: [worker(gated({ [APPROVED]: NEW, [APPROVED_IMAGE]: 'registry/os@sha256:aa' }))],
      before: node(on(NEW, { [CURRENT_IMAGE]: 'registry/os@sha256:aa', [DESIRED_IMAGE]: 'registry/os@sha256:aa' })),
      after: node(on(NEW, { [CURRENT_IMAGE]: 'registry/os@sha256:aa' })),
      denied: true,
    },
    {
      name: 'leaving image mode on a gated pool never approved',
      pools: [worker(gated())],
      before: node(on(OLD, { [CURRENT_IMAGE]: 'registry/os@sha256:00', [DESIRED_IMAGE]: 'registry/os@sha256:00' })),
      after: node(on(OLD, { [CURRENT_IMAGE]: 'registry/os@sha256:00' })),
      denied: true,
    },
    {
      name: "leaving image mode for the config an admin approved (no image approved: the rendered config's OS image)",
      pools: [worker(gated({ [APPROVED]: NEW }))],
      before: node(on(OLD, { [CURRENT_IMAGE]: 'registry/os@sha256:00', [DESIRED_IMAGE]: 'registry/os@sha256:00' })),
      after: node(on(OLD, { [DESIRED]: NEW, [CURRENT_IMAGE]: 'registry/os@sha256:00' })),
      denied: false,
    },
    {
      name: 'leaving image mode on a pool without the gate',
      pools: [worker(undefined)],
      before: node(on(OLD, { [CURRENT_IMAGE]: 'registry/os@sha256:00', [DESIRED_IMAGE]: 'registry/os@sha256:00' })),
      after: node(on(OLD, { [CURRENT_IMAGE]: 'registry/os@sha256:00' })),
      denied: false,
    },
    {
      name: 'an unapproved target sent through nodes/status (it keeps metadata: the Node status strategy resets only spec)',
      pools: [worker(gated({ [APPROVED]: OLD }))],
      before: node(on(OLD)),
      after: node(on(OLD, { [DESIRED]: NEW })),
      denied: true,
      subresource: 'status',
    },
    {
      name: 'any target sent through nodes/status, even to a machine of a pool without the gate (the MCO never writes there)',
      pools: [worker(undefined)],
      before: node(on(OLD)),
      after: node(on(OLD, { [DESIRED]: NEW })),
      denied: true,
      subresource: 'status',
    },
    {
      name: "kubelet's status write (a heartbeat) on a gated pool's machine",
      pools: [worker(gated())],
      before: node(on(OLD)),
      after: { ...node(on(OLD)), status: { conditions: [{ type: 'Ready', status: 'True', reason: 'KubeletReady' }] } },
      denied: false,
      subresource: 'status',
    },
  ];
  return cases;
})();
