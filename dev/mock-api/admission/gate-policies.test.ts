import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES, type ResourceType } from '../resource-types';
import { ObjectStore, type KubeObject } from '../store';
import { ApiError } from '../status';
import { deployedPolicies } from './deployed-policies';
import { admitByPolicies } from './validating-admission';
import { gated, held, NEW, NODE_TARGET_CASES, pool, UNPAUSE_CASES } from '../../../test-support/gate/gate-policy-cases';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const POOLS = type('MachineConfigPool');
const NODES = type('Node');

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

describe('os-updates-held-pool-unpause: a held pool under the gate opens only for its approved target', () => {
  const cases = UNPAUSE_CASES;
  for (const c of cases)
    it(`${c.denied ? 'refuses' : 'allows'} ${c.name}`, () => {
      const error = cluster([c.before as KubeObject])(POOLS, c.after as KubeObject);
      expectVerdict(error, c.denied, [
        /^machineconfigpools\.machineconfiguration\.openshift\.io "worker" is forbidden: ValidatingAdmissionPolicy 'os-updates-held-pool-unpause' with binding 'os-updates-held-pool-unpause' denied request: /,
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

describe('os-updates-gated-node-target: no machine of a gated pool is handed an unapproved config, through nodes or nodes/status', () => {
  const cases = NODE_TARGET_CASES;
  for (const c of cases)
    it(`${c.denied ? 'refuses' : 'allows'} ${c.name}`, () => {
      const error = cluster([...c.pools, c.before])(NODES, c.after as KubeObject, c.subresource);
      const policy = c.subresource ? 'os-updates-node-status-hand-out' : 'os-updates-gated-node-target';
      expectVerdict(error, c.denied, [
        new RegExp(
          `^nodes "worker-0" is forbidden: ValidatingAdmissionPolicy '${policy}' with binding '${policy}' denied request: `,
        ),
        c.subresource
          ? /Node worker-0: desiredConfig and desiredImage are handed out on the Node itself, where the OS updates gate judges them, never through nodes\/status/
          : new RegExp(`Node worker-0 may not be given .*MachineConfigPool ${c.judge ?? 'worker'} is held for review`),
      ]);
    });
});
