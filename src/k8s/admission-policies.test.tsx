// @vitest-environment jsdom
import { HttpError, useK8sWatchResource, type WatchK8sResource } from '@openshift-console/dynamic-plugin-sdk';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GATE_POLICY_RESOURCES,
  gateBindingKey,
  gateEnforcementOf,
  gatePolicyKey,
  observedOf,
  useGateEnforcement,
} from './admission-policies';

const UNPAUSE = 'os-updates-held-pool-unpause';
const NODE_TARGET = 'os-updates-gated-node-target';

const watch = vi.mocked(useK8sWatchResource);
const asked: (WatchK8sResource | null)[] = [];
let answers: Map<string, [unknown, boolean, unknown]>;
const keyOf = (resource: WatchK8sResource) =>
  `${resource.groupVersionKind?.kind ?? ''}/${resource.name ?? ''}/${String(resource.isList)}`;
const answer = (kind: string, name: string, value: [unknown, boolean, unknown]) =>
  answers.set(`${kind}/${name}/false`, value);

const object = (name: string, spec?: unknown) => ({
  metadata: { name, uid: `uid-${name}` },
  ...(spec ? { spec } : {}),
});
const installAll = () => {
  for (const name of [UNPAUSE, NODE_TARGET]) {
    answer('ValidatingAdmissionPolicy', name, [object(name), true, '']);
    answer('ValidatingAdmissionPolicyBinding', name, [
      object(name, { policyName: name, validationActions: ['Deny'] }),
      true,
      '',
    ]);
  }
};

beforeEach(() => {
  asked.length = 0;
  answers = new Map();
  watch.mockImplementation(((resource: WatchK8sResource | null) => {
    asked.push(resource);
    return (resource && answers.get(keyOf(resource))) ?? [{}, false, ''];
  }) as typeof useK8sWatchResource);
});

describe('GATE_POLICY_RESOURCES', () => {
  it('watches each policy and binding by name, in admissionregistration.k8s.io/v1', () => {
    expect(Object.values(GATE_POLICY_RESOURCES)).toEqual(
      [UNPAUSE, NODE_TARGET].flatMap((name) => [
        {
          groupVersionKind: { group: 'admissionregistration.k8s.io', version: 'v1', kind: 'ValidatingAdmissionPolicy' },
          name,
          isList: false,
        },
        {
          groupVersionKind: {
            group: 'admissionregistration.k8s.io',
            version: 'v1',
            kind: 'ValidatingAdmissionPolicyBinding',
          },
          name,
          isList: false,
        },
      ]),
    );
  });
});

describe('observedOf', () => {
  const pool = object(UNPAUSE);
  it.each<[string, { data?: unknown; loaded?: boolean; loadError?: unknown }, unknown]>([
    ['loading', { data: {}, loaded: false, loadError: '' }, undefined],
    ['the object', { data: pool, loaded: true, loadError: '' }, pool],
    [
      "not there: the console's 404",
      { data: {}, loaded: false, loadError: new HttpError('not found', 404) },
      'missing',
    ],
    [
      'not there: its last copy, then the poll says 404',
      { data: pool, loaded: true, loadError: new HttpError('', 404) },
      'missing',
    ],
    ["not there: the shell's empty answer", { data: {}, loaded: true, loadError: '' }, 'missing'],
    [
      'a kind the cluster does not serve',
      { data: [], loaded: true, loadError: new Error('Model does not exist') },
      'missing',
    ],
    ['forbidden', { data: {}, loaded: false, loadError: new HttpError('forbidden', 403) }, 'unreadable'],
    [
      'forbidden now, read before',
      { data: pool, loaded: true, loadError: new HttpError('forbidden', 403) },
      'unreadable',
    ],
    ['a failure with nothing read', { data: {}, loaded: false, loadError: new HttpError('etcd', 503) }, 'unreadable'],
    ['a failed poll keeps the copy read', { data: pool, loaded: true, loadError: new HttpError('etcd', 503) }, pool],
  ])('%s', (_, watched, expected) => {
    expect(observedOf(watched)).toEqual(expected);
  });
});

describe('gateEnforcementOf', () => {
  it('waits for all four', () => {
    expect(gateEnforcementOf({ [gatePolicyKey(UNPAUSE)]: { data: object(UNPAUSE), loaded: true } })).toBeUndefined();
  });
});

describe('useGateEnforcement', () => {
  it('is held by the API server when both policies and bindings are there', () => {
    installAll();
    expect(renderHook(() => useGateEnforcement()).result.current).toEqual({ kind: 'api-server' });
  });

  it('names what is missing when a binding is not there (the console answers 404)', () => {
    installAll();
    answer('ValidatingAdmissionPolicyBinding', NODE_TARGET, [{}, false, new HttpError('not found', 404)]);
    expect(renderHook(() => useGateEnforcement()).result.current).toEqual({
      kind: 'controller-only',
      gaps: [{ kind: 'ValidatingAdmissionPolicyBinding', name: NODE_TARGET, why: 'missing' }],
    });
  });

  it('is unknown when the user may not read them (403)', () => {
    const forbidden: [unknown, boolean, unknown] = [{}, false, new HttpError('forbidden', 403)];
    for (const name of [UNPAUSE, NODE_TARGET]) {
      answer('ValidatingAdmissionPolicy', name, forbidden);
      answer('ValidatingAdmissionPolicyBinding', name, forbidden);
    }
    expect(renderHook(() => useGateEnforcement()).result.current?.kind).toBe('unknown');
  });

  it('shows a policy installed later, from its watch, without a reload', () => {
    installAll();
    answer('ValidatingAdmissionPolicy', UNPAUSE, [{}, true, '']);
    const { result, rerender } = renderHook(() => useGateEnforcement());
    expect(result.current?.kind).toBe('controller-only');
    answer('ValidatingAdmissionPolicy', UNPAUSE, [object(UNPAUSE), true, '']);
    rerender();
    expect(result.current?.kind).toBe('api-server');
  });

  it('is undefined while loading, and watches nothing when not wanted', () => {
    expect(renderHook(() => useGateEnforcement()).result.current).toBeUndefined();
    asked.length = 0;
    installAll();
    expect(renderHook(() => useGateEnforcement(false)).result.current).toBeUndefined();
    expect(asked).toEqual([null, null, null, null]);
  });

  it('asks for the binding under its own key', () => {
    expect(GATE_POLICY_RESOURCES[gateBindingKey(UNPAUSE)]?.groupVersionKind?.kind).toBe(
      'ValidatingAdmissionPolicyBinding',
    );
  });
});
