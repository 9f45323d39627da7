import { describe, expect, it } from 'vitest';
import { selects } from './label-selector';

const role = 'machineconfiguration.openshift.io/role';

describe('selects', () => {
  it('needs every matchLabels pair', () => {
    expect(selects({ matchLabels: { [role]: 'worker' } }, { [role]: 'worker', other: 'x' })).toBe(true);
    expect(selects({ matchLabels: { [role]: 'worker' } }, { [role]: 'infra' })).toBe(false);
    expect(selects({ matchLabels: { [role]: 'worker' } }, {})).toBe(false);
  });

  it('evaluates In, NotIn, Exists and DoesNotExist as the API machinery does', () => {
    const custom = { matchExpressions: [{ key: role, operator: 'In', values: ['worker', 'infra'] }] };
    expect(selects(custom, { [role]: 'worker' })).toBe(true);
    expect(selects(custom, { [role]: 'infra' })).toBe(true);
    expect(selects(custom, { [role]: 'master' })).toBe(false);
    expect(selects({ matchExpressions: [{ key: 'a', operator: 'NotIn', values: ['x'] }] }, {})).toBe(true);
    expect(selects({ matchExpressions: [{ key: 'a', operator: 'NotIn', values: ['x'] }] }, { a: 'x' })).toBe(false);
    expect(selects({ matchExpressions: [{ key: 'a', operator: 'Exists' }] }, { a: '' })).toBe(true);
    expect(selects({ matchExpressions: [{ key: 'a', operator: 'DoesNotExist' }] }, { a: '' })).toBe(false);
    expect(selects({ matchExpressions: [{ key: 'a', operator: 'Gt', values: ['1'] }] }, { a: '2' })).toBe(false);
  });

  it('selects everything with an empty selector and nothing without one', () => {
    expect(selects({}, { any: 'thing' })).toBe(true);
    expect(selects(undefined, { any: 'thing' })).toBe(false);
  });
});
