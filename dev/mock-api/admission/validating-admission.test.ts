import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES, type ResourceType } from '../resource-types';
import { ApiError } from '../status';
import { ObjectStore, type KubeObject } from '../store';
import { admitByPolicies, checkPolicyObject, POLICIES } from './validating-admission';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const CONFIG_MAPS = type('ConfigMap');

const policy = (spec: Record<string, unknown>): KubeObject => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicy',
  metadata: { name: 'p' },
  spec: {
    matchConstraints: {
      resourceRules: [
        { apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE', 'UPDATE'], resources: ['configmaps'] },
      ],
    },
    ...spec,
  },
});
const binding = (spec: Record<string, unknown> = {}): KubeObject => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicyBinding',
  metadata: { name: 'b' },
  spec: { policyName: 'p', validationActions: ['Deny'], ...spec },
});
const configMap = (name: string, data: Record<string, string>, labels?: Record<string, string>): KubeObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace: 'ns', ...(labels ? { labels } : {}) },
  data,
});

/** Creates `objects`, then `candidate` as `alice`; the refusal, if any. */
function tryCreate(objects: KubeObject[], candidate: KubeObject): ApiError | undefined {
  const store = new ObjectStore();
  for (const o of objects) store.create(RESOURCE_TYPES.find((t) => t.kind === o.kind) as ResourceType, o);
  store.admitWith((w) => admitByPolicies(store, w));
  try {
    store.create(CONFIG_MAPS, candidate, 'alice');
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

const mustHaveOwner = { validations: [{ expression: "has(object.data) && 'owner' in object.data" }] };

describe('the demo API server evaluates ValidatingAdmissionPolicies as kube-apiserver does', () => {
  it('a failed validation without a reason is 422 Invalid, with the failed expression as the message', () => {
    const error = tryCreate([policy(mustHaveOwner), binding()], configMap('a', {}));
    expect(error?.code).toBe(422);
    expect(error?.reason).toBe('Invalid');
    expect(error?.message).toBe(
      'configmaps "a" is forbidden: ' +
        "ValidatingAdmissionPolicy 'p' with binding 'b' denied request: failed expression: has(object.data) && 'owner' in object.data",
    );
  });

  it('what passes the validations is stored', () => {
    expect(tryCreate([policy(mustHaveOwner), binding()], configMap('a', { owner: 'x' }))).toBeUndefined();
  });

  it('Warn and Audit bindings refuse nothing; a binding of a missing policy does nothing', () => {
    expect(
      tryCreate([policy(mustHaveOwner), binding({ validationActions: ['Warn'] })], configMap('a', {})),
    ).toBeUndefined();
    expect(tryCreate([binding()], configMap('a', {}))).toBeUndefined();
  });

  it('request.userInfo and matchConditions: only the named user is judged', () => {
    const onlyAlice = {
      ...mustHaveOwner,
      matchConditions: [{ name: 'alice', expression: "request.userInfo.username == 'alice'" }],
    };
    const notBob = {
      ...mustHaveOwner,
      matchConditions: [{ name: 'bob', expression: "request.userInfo.username == 'bob'" }],
    };
    expect(tryCreate([policy(onlyAlice), binding()], configMap('a', {}))?.code).toBe(422);
    expect(tryCreate([policy(notBob), binding()], configMap('a', {}))).toBeUndefined();
  });

  it('an expression error refuses under failurePolicy Fail and is skipped under Ignore', () => {
    const broken = (failurePolicy: string) =>
      policy({ failurePolicy, validations: [{ expression: 'object.data.owner == "x"' }] });
    const error = tryCreate([broken('Fail'), binding()], configMap('a', {}));
    expect(error?.message).toMatch(/expression 'object.data.owner == "x"' resulted in error: .*owner/);
    expect(tryCreate([broken('Ignore'), binding()], configMap('a', {}))).toBeUndefined();
  });

  it('messageExpression, variables and reason Forbidden (403)', () => {
    const spec = {
      variables: [{ name: 'owner', expression: "has(object.data) && 'owner' in object.data ? object.data.owner : ''" }],
      validations: [
        {
          expression: "variables.owner != ''",
          reason: 'Forbidden',
          messageExpression: "'ConfigMap ' + object.metadata.name + ' has no owner'",
        },
      ],
    };
    const error = tryCreate([policy(spec), binding()], configMap('a', {}));
    expect([error?.code, error?.reason]).toEqual([403, 'Forbidden']);
    expect(error?.message).toMatch(/denied request: ConfigMap a has no owner$/);
  });

  it('paramRef by name and by selector, and parameterNotFoundAction', () => {
    const spec = {
      paramKind: { apiVersion: 'v1', kind: 'ConfigMap' },
      validations: [{ expression: "!('banned' in params.data) || object.metadata.name != params.data.banned" }],
    };
    const param = (name: string, banned: string) => configMap(name, { banned }, { role: 'ban-list' });
    const byName = binding({ paramRef: { name: 'bans', namespace: 'ns', parameterNotFoundAction: 'Deny' } });
    expect(tryCreate([policy(spec), byName, param('bans', 'evil')], configMap('evil', {}))?.code).toBe(422);
    expect(tryCreate([policy(spec), byName, param('bans', 'evil')], configMap('good', {}))).toBeUndefined();
    // No param and Deny: every request is refused, as the binding is misconfigured.
    expect(tryCreate([policy(spec), byName], configMap('good', {}))?.message).toContain('no params found');
    const bySelector = (action: string) =>
      binding({
        paramRef: { namespace: 'ns', selector: { matchLabels: { role: 'ban-list' } }, parameterNotFoundAction: action },
      });
    // Every selected param judges the request: any one refuses.
    expect(
      tryCreate([policy(spec), bySelector('Deny'), param('b1', 'x'), param('b2', 'evil')], configMap('evil', {}))?.code,
    ).toBe(422);
    expect(tryCreate([policy(spec), bySelector('Allow')], configMap('evil', {}))).toBeUndefined();
  });

  it('refuses to store a policy with a field it does not evaluate, naming it', () => {
    const unsupported = policy({ auditAnnotations: [{ key: 'k', valueExpression: "'v'" }] });
    expect(() => checkPolicyObject(POLICIES, unsupported)).toThrow(
      "ValidatingAdmissionPolicy p: spec.auditAnnotations: the demo's API server does not evaluate this field",
    );
  });
});
