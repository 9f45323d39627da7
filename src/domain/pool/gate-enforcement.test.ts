import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import {
  gateEnforcement,
  GATE_POLICY_NAMES,
  type AdmissionPolicyBindingLike,
  type AdmissionPolicyLike,
  type GateEnforcement,
  type GatePolicyObjects,
  type Observed,
} from './gate-enforcement';

const UNPAUSE = 'os-updates-held-pool-unpause';
const NODE_TARGET = 'os-updates-gated-node-target';

type Shipped = { kind?: string; metadata?: { name?: string } };
/** The objects a kustomization lists, its folders' kustomizations followed (what `kubectl apply -k` sends). */
const kustomized = (dir: string): Shipped[] => {
  const { resources = [] } = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as { resources?: string[] };
  return resources.flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory()
      ? kustomized(path)
      : parseAllDocuments(readFileSync(path, 'utf8')).map((d) => d.toJS() as Shipped);
  });
};

const policy = (name: string): AdmissionPolicyLike => ({ metadata: { name } });
const binding = (name: string, policyName = name, validationActions = ['Deny']): AdmissionPolicyBindingLike => ({
  metadata: { name },
  spec: { policyName, validationActions },
});

type Objects = {
  policies: Record<string, Observed<AdmissionPolicyLike>>;
  bindings: Record<string, Observed<AdmissionPolicyBindingLike>>;
};
const installed = (): Objects => ({
  policies: { [UNPAUSE]: policy(UNPAUSE), [NODE_TARGET]: policy(NODE_TARGET) },
  bindings: { [UNPAUSE]: binding(UNPAUSE), [NODE_TARGET]: binding(NODE_TARGET) },
});
const objects = (change: (o: Objects) => void): GatePolicyObjects => {
  const o = installed();
  change(o);
  return o as GatePolicyObjects;
};

describe('gateEnforcement', () => {
  it.each<[string, GatePolicyObjects, GateEnforcement]>([
    ['both policies and both bindings, denying: the API server', objects(() => {}), { kind: 'api-server' }],
    [
      'a binding with Deny among other actions still denies',
      objects((o) => (o.bindings[UNPAUSE] = binding(UNPAUSE, UNPAUSE, ['Audit', 'Deny']))),
      { kind: 'api-server' },
    ],
    [
      'a binding missing',
      objects((o) => (o.bindings[NODE_TARGET] = 'missing')),
      {
        kind: 'controller-only',
        gaps: [{ kind: 'ValidatingAdmissionPolicyBinding', name: NODE_TARGET, why: 'missing' }],
      },
    ],
    [
      'a policy missing',
      objects((o) => (o.policies[UNPAUSE] = 'missing')),
      { kind: 'controller-only', gaps: [{ kind: 'ValidatingAdmissionPolicy', name: UNPAUSE, why: 'missing' }] },
    ],
    [
      'a binding whose action is Warn only',
      objects((o) => (o.bindings[UNPAUSE] = binding(UNPAUSE, UNPAUSE, ['Warn']))),
      {
        kind: 'controller-only',
        gaps: [{ kind: 'ValidatingAdmissionPolicyBinding', name: UNPAUSE, why: 'not-denying' }],
      },
    ],
    [
      'a binding with no actions at all',
      objects((o) => (o.bindings[UNPAUSE] = { metadata: { name: UNPAUSE }, spec: { policyName: UNPAUSE } })),
      {
        kind: 'controller-only',
        gaps: [{ kind: 'ValidatingAdmissionPolicyBinding', name: UNPAUSE, why: 'not-denying' }],
      },
    ],
    [
      'a binding naming another policy',
      objects((o) => (o.bindings[NODE_TARGET] = binding(NODE_TARGET, 'someone-elses-policy'))),
      {
        kind: 'controller-only',
        gaps: [
          {
            kind: 'ValidatingAdmissionPolicyBinding',
            name: NODE_TARGET,
            why: 'other-policy',
            boundPolicy: 'someone-elses-policy',
          },
        ],
      },
    ],
    [
      'a policy being deleted',
      objects((o) => (o.policies[NODE_TARGET] = { metadata: { name: NODE_TARGET, deletionTimestamp: 'now' } })),
      { kind: 'controller-only', gaps: [{ kind: 'ValidatingAdmissionPolicy', name: NODE_TARGET, why: 'missing' }] },
    ],
    [
      'nothing installed: every piece named',
      objects((o) => {
        for (const name of GATE_POLICY_NAMES) o.policies[name] = o.bindings[name] = 'missing';
      }),
      {
        kind: 'controller-only',
        gaps: GATE_POLICY_NAMES.flatMap((name) => [
          { kind: 'ValidatingAdmissionPolicy' as const, name, why: 'missing' as const },
          { kind: 'ValidatingAdmissionPolicyBinding' as const, name, why: 'missing' as const },
        ]),
      },
    ],
    [
      'unreadable (403): unknown, not an error',
      objects((o) => {
        for (const name of GATE_POLICY_NAMES) o.policies[name] = o.bindings[name] = 'unreadable';
      }),
      {
        kind: 'unknown',
        unreadable: GATE_POLICY_NAMES.flatMap((name) => [
          { kind: 'ValidatingAdmissionPolicy' as const, name },
          { kind: 'ValidatingAdmissionPolicyBinding' as const, name },
        ]),
      },
    ],
    [
      'the policies readable and holding, the bindings not readable: still unknown',
      objects((o) => (o.bindings[UNPAUSE] = o.bindings[NODE_TARGET] = 'unreadable')),
      {
        kind: 'unknown',
        unreadable: [
          { kind: 'ValidatingAdmissionPolicyBinding', name: UNPAUSE },
          { kind: 'ValidatingAdmissionPolicyBinding', name: NODE_TARGET },
        ],
      },
    ],
    [
      'a gap read beside what could not be read: the controller only, one gap is enough',
      objects((o) => {
        o.policies[UNPAUSE] = 'unreadable';
        o.bindings[UNPAUSE] = 'missing';
      }),
      {
        kind: 'controller-only',
        gaps: [{ kind: 'ValidatingAdmissionPolicyBinding', name: UNPAUSE, why: 'missing' }],
      },
    ],
  ])('%s', (_, read, expected) => {
    expect(gateEnforcement(read)).toEqual(expected);
  });

  it('holds at the API server with what `kubectl apply -k deploy/base` installs', () => {
    const shipped = kustomized(fileURLToPath(new URL('../../../deploy/base', import.meta.url)));
    const of = (kind: string, name: string) =>
      shipped.find((o) => o.kind === kind && o.metadata?.name === name) ?? 'missing';
    const read = {
      policies: Object.fromEntries(GATE_POLICY_NAMES.map((n) => [n, of('ValidatingAdmissionPolicy', n)])),
      bindings: Object.fromEntries(GATE_POLICY_NAMES.map((n) => [n, of('ValidatingAdmissionPolicyBinding', n)])),
    } as GatePolicyObjects;
    expect(gateEnforcement(read)).toEqual({ kind: 'api-server' });
  });
});
