import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES, type ResourceType } from '../resource-types';
import { ObjectStore, type KubeObject } from '../store';
import { ApiError } from '../status';
import { deployedPolicies } from './deployed-policies';
import { admitByPolicies } from './validating-admission';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const POOLS = type('MachineConfigPool');
const NODES = type('Node');

const GATE = 'os-updates.openshift.io/gate';
const APPROVED = 'os-updates.openshift.io/approved-config';
const APPROVED_IMAGE = 'os-updates.openshift.io/approved-image';
const DESIRED = 'machineconfiguration.openshift.io/desiredConfig';
const CURRENT = 'machineconfiguration.openshift.io/currentConfig';
const DESIRED_IMAGE = 'machineconfiguration.openshift.io/desiredImage';
const CURRENT_IMAGE = 'machineconfiguration.openshift.io/currentImage';
const STATE = 'machineconfiguration.openshift.io/state';
const [OLD, NEW, OTHER] = ['rendered-worker-0a', 'rendered-worker-1b', 'rendered-worker-2c'];

function pool(
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
const node = (annotations?: Record<string, string>, labels?: Record<string, string>): KubeObject => ({
  apiVersion: 'v1',
  kind: 'Node',
  metadata: { name: 'worker-0', ...(annotations ? { annotations } : {}), ...(labels ? { labels } : {}) },
});

/** A store with the policies of deploy/ and `objects`; `write` then updates one as `kube:admin`. */
function cluster(objects: KubeObject[]) {
  const store = new ObjectStore();
  store.admitWith((w) => admitByPolicies(store, w));
  for (const o of [...deployedPolicies(), ...objects])
    store.create(RESOURCE_TYPES.find((t) => t.kind === o.kind) as ResourceType, o);
  return (t: ResourceType, next: KubeObject, subresource?: 'status'): ApiError | undefined => {
    try {
      store.update(t, undefined, next.metadata.name, next, subresource, 'kube:admin');
      return undefined;
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
  };
}

/** Allowed: no refusal. Denied: 403 Forbidden whose message says each of `words`. */
function expectVerdict(error: ApiError | undefined, denied: boolean, words: readonly (string | RegExp)[]): void {
  if (denied) {
    expect([error?.code, error?.reason]).toEqual([403, 'Forbidden']);
    for (const w of words) expect(error?.message).toMatch(w);
  } else expect(error?.message).toBeUndefined();
}

const gated = (extra: Record<string, string> = {}) => ({ [GATE]: 'review-each-update', ...extra });
const held = (target: string) => ({ paused: true, configuration: { name: target } });
const open = (target: string) => ({ paused: false, configuration: { name: target } });

describe('os-updates-held-pool-unpause: a held pool under the gate opens only for its approved target', () => {
  const cases: { name: string; before: KubeObject; after: KubeObject; denied: boolean }[] = [
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
      name: 'the render controller moving the target of an open gated pool',
      before: pool('worker', gated({ [APPROVED]: OLD }), open(OLD)),
      after: pool('worker', gated({ [APPROVED]: OLD }), open(NEW)),
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
      name: 'a pool with no spec at all before (guards, not errors)',
      before: { ...pool('worker', gated(), {}), spec: undefined },
      after: pool('worker', gated(), open(NEW)),
      denied: false,
    },
  ];
  for (const c of cases)
    it(`${c.denied ? 'refuses' : 'allows'} ${c.name}`, () => {
      const error = cluster([c.before])(POOLS, c.after);
      expectVerdict(error, c.denied, [
        "ValidatingAdmissionPolicy 'os-updates-held-pool-unpause'",
        'MachineConfigPool worker is held for review in OS updates',
        'os-updates.openshift.io/gate-',
      ]);
    });

  it('a status write to a held gated pool is not an unpause', () => {
    const write = cluster([pool('worker', gated(), held(NEW))]);
    const next = { ...pool('worker', gated(), held(NEW)), status: { machineCount: 6 } };
    expect(write(POOLS, next, 'status')).toBeUndefined();
  });
});

describe('os-updates-gated-node-target: no machine of a gated pool is handed an unapproved config', () => {
  const worker = (annotations?: Record<string, string>, spec = open(NEW)) => pool('worker', annotations, spec);
  const infra = pool('infra', undefined, open('rendered-infra-9f'));
  const on = (config: string, extra: Record<string, string> = {}) => ({
    [CURRENT]: config,
    [DESIRED]: config,
    [STATE]: 'Done',
    ...extra,
  });
  const cases: {
    name: string;
    pools: KubeObject[];
    before: KubeObject;
    after: KubeObject;
    denied: boolean;
    /** The pool the refusal names: worker unless told. */
    judge?: string;
  }[] = [
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
  ];
  for (const c of cases)
    it(`${c.denied ? 'refuses' : 'allows'} ${c.name}`, () => {
      const error = cluster([...c.pools, c.before])(NODES, c.after);
      expectVerdict(error, c.denied, [
        "ValidatingAdmissionPolicy 'os-updates-gated-node-target'",
        new RegExp(`Node worker-0 may not be given .*MachineConfigPool ${c.judge ?? 'worker'} is held for review`),
      ]);
    });

  it('nodes/status writes never reach the policy', () => {
    const write = cluster([worker(gated()), node(on(OLD))]);
    expect(
      write(NODES, { ...node(on(OLD, { [DESIRED]: NEW })), status: { conditions: [] } }, 'status'),
    ).toBeUndefined();
  });
});
