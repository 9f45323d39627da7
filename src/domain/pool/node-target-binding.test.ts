import { describe, expect, it } from 'vitest';
import {
  BINDING_GRACE_MS,
  BINDING_STAMP_LABEL,
  bindingHolds,
  nodeTargetBindingFor,
  nodeTargetBindingStep,
  OWN_BINDING_LABEL,
  type BindingLike,
  type NodeTargetBinding,
  type PoolForBinding,
} from './node-target-binding';

const worker = (labels?: Record<string, string>, nodeSelector: PoolForBinding['spec'] = {}): PoolForBinding => ({
  metadata: { name: 'worker', uid: 'u-1', ...(labels ? { labels } : {}) },
  spec: { nodeSelector: { matchLabels: { 'node-role.kubernetes.io/worker': '' } }, ...nodeSelector },
});

/** The binding as kube-apiserver returns it: defaults filled in, a resourceVersion. */
const stored = (
  b: NodeTargetBinding,
  change: (s: BindingLike['spec']) => BindingLike['spec'] = (s) => s,
): BindingLike => ({
  metadata: { ...b.metadata, resourceVersion: '7' },
  spec: change({
    ...b.spec,
    matchResources: { ...b.spec.matchResources, namespaceSelector: {}, matchPolicy: 'Equivalent' } as never,
  }),
});

describe('nodeTargetBindingFor', () => {
  it('binds the policy to the pool as its only param, for the machines its node selector picks', () => {
    const b = nodeTargetBindingFor(worker())!;
    expect(b.metadata.name).toBe('os-updates-gated-node-target-worker');
    expect(b.metadata.ownerReferences).toEqual([
      { apiVersion: 'machineconfiguration.openshift.io/v1', kind: 'MachineConfigPool', name: 'worker', uid: 'u-1' },
    ]);
    expect(b.spec).toEqual({
      policyName: 'os-updates-gated-node-target',
      validationActions: ['Deny'],
      paramRef: { name: 'worker', parameterNotFoundAction: 'Allow' },
      matchResources: { objectSelector: { matchLabels: { 'node-role.kubernetes.io/worker': '' } } },
    });
  });

  it('stamps the pool, its uid and its selector: a key order is no change, a new selector or uid is', () => {
    const stamp = (p: PoolForBinding) => nodeTargetBindingFor(p)!.metadata.labels[BINDING_STAMP_LABEL];
    const two = { matchLabels: { a: '1', b: '2' } };
    const swapped = { matchLabels: { b: '2', a: '1' } };
    expect(stamp(worker(undefined, { nodeSelector: two }))).toBe(stamp(worker(undefined, { nodeSelector: swapped })));
    expect(stamp(worker(undefined, { nodeSelector: two }))).not.toBe(stamp(worker()));
    expect(stamp({ ...worker(), metadata: { name: 'worker', uid: 'u-2' } })).not.toBe(stamp(worker()));
  });

  it('writes none for a pool without a node selector (it has no machines) or not yet created', () => {
    expect(nodeTargetBindingFor({ metadata: { name: 'empty', uid: 'u' }, spec: {} })).toBeUndefined();
    expect(nodeTargetBindingFor({ metadata: { name: 'new' }, spec: worker().spec })).toBeUndefined();
  });
});

describe('bindingHolds', () => {
  const wanted = nodeTargetBindingFor(worker())!;
  it('holds as stored, with what the API server defaults', () => {
    expect(bindingHolds(stored(wanted), wanted)).toBe(true);
  });
  it.each([
    ['warns only', (s: BindingLike['spec']) => ({ ...s, validationActions: ['Warn'] })],
    ['binds another policy', (s: BindingLike['spec']) => ({ ...s, policyName: 'other' })],
    ['takes every pool', (s: BindingLike['spec']) => ({ ...s, paramRef: { selector: {}, name: undefined } })],
    [
      'matches other machines',
      (s: BindingLike['spec']) => ({ ...s, matchResources: { objectSelector: { matchLabels: { x: 'y' } } } }),
    ],
    [
      'excludes nodes',
      (s: BindingLike['spec']) => ({ ...s, matchResources: { ...s?.matchResources, excludeResourceRules: [{}] } }),
    ],
  ])('does not hold when edited by hand so that it %s', (_what, change) => {
    expect(bindingHolds(stored(wanted, change), wanted)).toBe(false);
  });
  it('does not hold while deleted', () => {
    expect(
      bindingHolds({ ...stored(wanted), metadata: { ...wanted.metadata, deletionTimestamp: 'now' } }, wanted),
    ).toBe(false);
  });
});

describe('nodeTargetBindingStep: the catch-all lets a pool go only to a binding that has held for the grace', () => {
  const wanted = nodeTargetBindingFor(worker())!;
  const stamp = wanted.metadata.labels[BINDING_STAMP_LABEL] as string;

  it('writes the binding of an unlabelled pool first', () => {
    expect(nodeTargetBindingStep(worker(), undefined, undefined)).toEqual({ kind: 'write', binding: wanted });
  });
  it('waits until its binding has held for the grace, then labels the pool', () => {
    expect(nodeTargetBindingStep(worker(), stored(wanted), undefined)).toEqual({
      kind: 'wait',
      inMs: BINDING_GRACE_MS,
    });
    expect(nodeTargetBindingStep(worker(), stored(wanted), 1_000)).toEqual({
      kind: 'wait',
      inMs: BINDING_GRACE_MS - 1_000,
    });
    expect(nodeTargetBindingStep(worker(), stored(wanted), BINDING_GRACE_MS)).toEqual({ kind: 'label', stamp });
  });
  it('has nothing to do for a labelled pool whose binding holds', () => {
    expect(nodeTargetBindingStep(worker({ [OWN_BINDING_LABEL]: stamp }), stored(wanted), undefined)).toBeUndefined();
  });
  it('takes the label off first when the binding is gone, edited, or the selector changed', () => {
    const labelled = worker({ [OWN_BINDING_LABEL]: stamp });
    expect(nodeTargetBindingStep(labelled, undefined, undefined)).toEqual({ kind: 'unlabel' });
    expect(
      nodeTargetBindingStep(
        labelled,
        stored(wanted, (s) => ({ ...s, validationActions: ['Audit'] })),
        60_000,
      ),
    ).toEqual({ kind: 'unlabel' });
    const moved = worker({ [OWN_BINDING_LABEL]: stamp }, { nodeSelector: { matchLabels: { pool: 'worker' } } });
    expect(nodeTargetBindingStep(moved, stored(wanted), 60_000)).toEqual({ kind: 'unlabel' });
    // Unlabelled, the stale binding is rewritten for the new selector.
    const unlabelled = worker(undefined, { nodeSelector: { matchLabels: { pool: 'worker' } } });
    expect(nodeTargetBindingStep(unlabelled, stored(wanted), 60_000)).toMatchObject({ kind: 'write' });
  });
  it('takes the label off a pool that lost its node selector, and leaves an unlabelled one alone', () => {
    const none = { metadata: { name: 'empty', uid: 'u', labels: { [OWN_BINDING_LABEL]: 'x' } }, spec: {} };
    expect(nodeTargetBindingStep(none, undefined, undefined)).toEqual({ kind: 'unlabel' });
    expect(
      nodeTargetBindingStep({ ...none, metadata: { name: 'empty', uid: 'u' } }, undefined, undefined),
    ).toBeUndefined();
  });
});
