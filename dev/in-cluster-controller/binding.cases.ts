import { expect, it } from 'vitest';
import { eventually } from '../test-support/demo-servers';
import { TEST_AGENT } from '../../test-support/controller-cluster';
import { MCO, type ControllerFixture } from './controller-fixture';

const BINDINGS = '/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicybindings';
/** The pool label that hands the pool from the catch-all binding to its own (deploy/base/admission). */
const OWN_BINDING = 'os-updates.openshift.io/node-target-binding';

/** The node policy's binding per pool: written, followed and handed over by the controller. */
export function bindingCases(f: ControllerFixture): void {
  const { api, pool, startController } = f;
  it("follows a pool's node selector with its own binding of the node policy; the catch-all judges the pool while the binding changes", async () => {
    startController('replica-a');
    const labelled = await eventually(async () => {
      const p = await pool('worker');
      return p.metadata.labels?.[OWN_BINDING] ? p : undefined;
    }, 20_000);
    const own = await api('GET', `${BINDINGS}/os-updates-gated-node-target-worker`);
    expect([own.spec.paramRef.name, own.spec.matchResources.objectSelector]).toEqual([
      'worker',
      labelled.spec.nodeSelector,
    ]);

    const trace = f.demo.cluster.trace ?? [];
    const from = trace.length;
    // The same machines, said another way: the binding must follow the selector's text.
    const selector = {
      matchLabels: { 'node-role.kubernetes.io/worker': '' },
      matchExpressions: [{ key: 'node-role.kubernetes.io/master', operator: 'DoesNotExist' }],
    };
    await api(
      'PATCH',
      `${MCO}/machineconfigpools/worker`,
      [{ op: 'replace', path: '/spec/nodeSelector', value: selector }],
      'application/json-patch+json',
    );
    const relabelled = await eventually(async () => {
      const p = await pool('worker');
      const stamp = p.metadata.labels?.[OWN_BINDING];
      return stamp && stamp !== labelled.metadata.labels[OWN_BINDING] ? p : undefined;
    }, 20_000);
    const followed = await api('GET', `${BINDINGS}/os-updates-gated-node-target-worker`);
    expect(followed.spec.matchResources.objectSelector).toEqual(selector);
    expect(followed.metadata.uid).toBe(own.metadata.uid); // replaced, not deleted and made anew
    expect(relabelled.spec.nodeSelector).toEqual(selector);

    const controllerWrites = trace
      .slice(from)
      .filter((r) => r.userAgent !== TEST_AGENT && !r.authorizerOnly && r.method !== 'GET')
      .map((r) => `${r.method} ${r.path.split('/').slice(-2).join('/')}`)
      .filter((w) => w.includes('machineconfigpools/worker') || w.includes('node-target-worker'));
    // Label off, binding replaced, label on: never the pool's own label over a binding in flux.
    expect(controllerWrites).toEqual([
      'PATCH machineconfigpools/worker',
      'PUT validatingadmissionpolicybindings/os-updates-gated-node-target-worker',
      'PATCH machineconfigpools/worker',
    ]);
  });
}
