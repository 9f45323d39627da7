import { describe, expect, it } from 'vitest';
import { demoKube } from '../kube-call';

const { call } = await demoKube({
  method: 'POST',
  path: '/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicybindings',
});
const binding = (name: string, paramRef: Record<string, unknown>) =>
  JSON.stringify({
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingAdmissionPolicyBinding',
    metadata: { name },
    spec: { policyName: 'os-updates-gated-node-target', validationActions: ['Deny'], paramRef },
  });

describe("a binding's paramRef, as kube-apiserver authorises it (validatingadmissionpolicybinding/authz.go)", () => {
  it('asks whether the writer may get the named param, or list what a selector selects; an update that keeps the paramRef asks nothing', () => {
    const named = call({ body: binding('by-name', { name: 'worker', parameterNotFoundAction: 'Deny' }) });
    expect([named.status, named.authorized]).toEqual([
      201,
      [{ verb: 'get', path: '/apis/machineconfiguration.openshift.io/v1/machineconfigpools/worker' }],
    ]);
    const selected = call({ body: binding('by-selector', { selector: {}, parameterNotFoundAction: 'Allow' }) });
    expect(selected.authorized).toEqual([
      { verb: 'list', path: '/apis/machineconfiguration.openshift.io/v1/machineconfigpools' },
    ]);
    const path = '/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicybindings/by-name';
    const kept = call({
      method: 'PUT',
      path,
      body: binding('by-name', { name: 'worker', parameterNotFoundAction: 'Deny' }),
    });
    expect([kept.status, kept.authorized]).toEqual([200, undefined]);
    const moved = call({
      method: 'PUT',
      path,
      body: binding('by-name', { name: 'infra', parameterNotFoundAction: 'Deny' }),
    });
    expect(moved.authorized).toEqual([
      { verb: 'get', path: '/apis/machineconfiguration.openshift.io/v1/machineconfigpools/infra' },
    ]);
  });
});
