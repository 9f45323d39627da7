import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../../test-support/kube/openshift-cluster';

/**
 * `kubectl apply -k deploy/base/admission` on kube-apiserver 1.35 with OpenShift 4.22's CRDs:
 * accepted with nothing to say, and kube-controller-manager's ValidatingAdmissionPolicy status
 * controller, which type-checks every expression against the CRDs' schemas, finds nothing either.
 */
let cluster: OpenShiftCluster;
beforeAll(async () => {
  cluster = await startOpenShiftCluster({ policies: false });
}, 180_000);
afterAll(() => cluster?.stop());

interface PolicyStatus {
  metadata: { name: string; generation: number };
  status?: {
    observedGeneration?: number;
    typeChecking?: { expressionWarnings?: { fieldRef: string; warning: string }[] };
  };
}

describe('the gate installed on kube-apiserver', () => {
  it('is accepted by kubectl apply -k with no warning', async () => {
    const applied = await cluster.applyPolicies();
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stderr).toBe('');
    expect(applied.stdout.trim().split('\n').sort()).toEqual([
      'validatingadmissionpolicy.admissionregistration.k8s.io/os-updates-gated-node-target created',
      'validatingadmissionpolicy.admissionregistration.k8s.io/os-updates-held-pool-unpause created',
      'validatingadmissionpolicy.admissionregistration.k8s.io/os-updates-node-status-hand-out created',
      'validatingadmissionpolicybinding.admissionregistration.k8s.io/os-updates-gated-node-target created',
      'validatingadmissionpolicybinding.admissionregistration.k8s.io/os-updates-held-pool-unpause created',
      'validatingadmissionpolicybinding.admissionregistration.k8s.io/os-updates-node-status-hand-out created',
    ]);
  });

  it("passes kube-controller-manager's type check against the CRDs' schemas", async () => {
    cluster.startControllers(['validatingadmissionpolicy-status-controller']);
    const admin = cluster.as('admin');
    const checked = async () => {
      const list = await admin.ok<{ items: PolicyStatus[] }>(
        'GET',
        '/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicies',
      );
      return list.items.every((p) => p.status?.observedGeneration === p.metadata.generation) ? list.items : undefined;
    };
    let policies: PolicyStatus[] | undefined;
    for (let i = 0; i < 600 && !policies; i++) {
      policies = await checked();
      if (!policies) await new Promise((r) => setTimeout(r, 100));
    }
    expect(policies?.map((p) => p.metadata.name).sort()).toEqual([
      'os-updates-gated-node-target',
      'os-updates-held-pool-unpause',
      'os-updates-node-status-hand-out',
    ]);
    for (const p of policies ?? [])
      expect({ [p.metadata.name]: p.status?.typeChecking?.expressionWarnings ?? [] }).toEqual({
        [p.metadata.name]: [],
      });
  }, 90_000);

  it('the same check finds a field the schema does not have (the check is live, not silent)', async () => {
    const admin = cluster.as('admin');
    await admin.ok('POST', '/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicies', {
      metadata: { name: 'typo' },
      spec: {
        matchConstraints: {
          resourceRules: [
            {
              apiGroups: ['machineconfiguration.openshift.io'],
              apiVersions: ['v1'],
              operations: ['UPDATE'],
              resources: ['machineconfigpools'],
            },
          ],
        },
        validations: [{ expression: 'object.spec.pausedd == true' }],
      },
    });
    let warnings: { warning: string }[] | undefined;
    for (let i = 0; i < 600 && !warnings; i++) {
      const p = await admin.ok<PolicyStatus>(
        'GET',
        '/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicies/typo',
      );
      warnings = p.status?.typeChecking?.expressionWarnings;
      if (!warnings) await new Promise((r) => setTimeout(r, 100));
    }
    expect(warnings?.[0]?.warning).toContain("undefined field 'pausedd'");
  }, 90_000);
});
