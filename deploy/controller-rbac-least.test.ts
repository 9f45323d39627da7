import { describe, expect, it } from 'vitest';
import {
  CONTROLLER_SCENARIOS,
  controllerGrants,
  grantText,
  recordedControllerCalls,
  usesGrant,
  type ControllerCall,
  type Grant,
} from '../test-support/kube/controller-rbac-usage';

/**
 * Grants no request shows, each needed all the same: kube-apiserver checks them itself.
 * - get on pools: a ValidatingAdmissionPolicyBinding may name a pool as its param only for a
 *   user who may get it (`validatingadmissionpolicybinding/authz.go`, checked on create and
 *   update of the binding, no request of the controller's).
 */
const CHECKED_BY_THE_SERVER: readonly Grant[] = [
  { apiGroup: 'machineconfiguration.openshift.io', resource: 'machineconfigpools', verb: 'get' },
];
const isChecked = (g: Grant) =>
  CHECKED_BY_THE_SERVER.some((c) => c.apiGroup === g.apiGroup && c.resource === g.resource && c.verb === g.verb);

/**
 * Runs after the rest of the suite (its vitest project's group comes second): the controller's
 * real-server scenarios have recorded, through kube-apiserver's audit log, every call its
 * service account made with exactly deploy/base/controller.yaml's RBAC.
 */
describe('the controller’s RBAC (deploy/base/controller.yaml) against what it did on kube-apiserver', () => {
  const recorded = recordedControllerCalls();
  const calls = [...recorded.values()].flat();

  it('saw every scenario of the controller at work', () => {
    expect([...recorded.keys()].sort()).toEqual([...CONTROLLER_SCENARIOS].sort());
    for (const [scenario, made] of recorded) expect(made.length, scenario).toBeGreaterThan(0);
  });

  it('is sufficient: kube-apiserver refused the controller nothing its RBAC would not allow at another time', () => {
    // RBAC's rules do not change during a scenario: a request refused once and allowed another
    // time was refused by a server still starting (its authorizer not yet synced after a
    // restart), not for want of a rule.
    const same = (a: ControllerCall, b: ControllerCall) =>
      a.verb === b.verb &&
      a.apiGroup === b.apiGroup &&
      a.resource === b.resource &&
      a.namespace === b.namespace &&
      a.name === b.name;
    const refused = [...recorded.values()].flatMap((made) =>
      made.filter((c) => !c.allowed && !made.some((other) => other.allowed && same(other, c))),
    );
    expect(refused).toEqual([]);
  });

  it('is least: every verb it grants was used, or is checked by kube-apiserver itself', () => {
    const unused = controllerGrants()
      .filter((g) => !calls.some((c) => usesGrant(c, g)) && !isChecked(g))
      .map(grantText);
    expect(unused).toEqual([]);
  });
});
