import { describe, expect, it } from 'vitest';
import { TEST_AGENT } from '../test-support/controller-cluster';
import { advisoryCases } from './in-cluster-controller/advisories.cases';
import { bindingCases } from './in-cluster-controller/binding.cases';
import { canaryCases } from './in-cluster-controller/canary.cases';
import { controllerFixture } from './in-cluster-controller/controller-fixture';
import { gateCases } from './in-cluster-controller/gate.cases';
import { accessOf, allows, expand, grantedToController, ruleOf } from './in-cluster-controller/granted-access';
import { publishingCases } from './in-cluster-controller/publishing.cases';
import { republishingCases } from './in-cluster-controller/republishing.cases';

// One demo cluster and one registry for every case: the last test checks the verbs that
// all of them made the controller use against what deploy/base grants it.
const f = controllerFixture();

describe('os-update controller against the demo cluster', () => {
  gateCases(f);
  bindingCases(f);
  canaryCases(f);
  publishingCases(f);
  republishingCases(f);
  advisoryCases(f);

  it('deploy/base grants the controller exactly the verbs it used in these tests, and no other', () => {
    const used = new Set<string>();
    // The trace holds what the authoriser was asked beyond each request too: writing a binding
    // with a paramRef asks whether the writer may get its parameter (kube-apiserver's authz.go).
    for (const r of f.demo.cluster.trace ?? []) {
      if (r.userAgent === TEST_AGENT) continue;
      const access = accessOf(r.method, r.path, r.watch);
      if (access) used.add(access);
    }
    // What these tests made it do, among others:
    expect([...used]).toEqual(
      expect.arrayContaining([
        'patch machineconfiguration.openshift.io/machineconfigpools */worker',
        'watch machineconfiguration.openshift.io/machineconfigpools */*',
        'create /configmaps openshift-machine-config-operator/*',
        'get /secrets openshift-config/pull-secret',
        'update coordination.k8s.io/leases os-update-plugin/os-update-controller',
        'create /events default/*',
        'watch config.openshift.io/clusterversions */*',
        'patch /nodes */worker-0',
        'delete machineconfiguration.openshift.io/machineconfigpools */worker-canary',
      ]),
    );
    const granted = grantedToController();
    const covered = (access: string) => granted.some((rule) => allows(rule, access));
    expect(
      [...used].filter((a) => !covered(a)),
      'used but not granted',
    ).toEqual([]);
    const unused = granted.flatMap((rule) => expand(rule).filter((a) => ![...used].some((u) => allows(ruleOf(a), u))));
    expect(unused, 'granted but never used').toEqual([]);
  });
});
