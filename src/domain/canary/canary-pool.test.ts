import { describe, expect, it } from 'vitest';
import { canaryPoolObject, canaryRefusal, readCanaryIntent } from './canary-pool';
import { DEFAULT_PROMOTION, type CanaryPromotion } from './canary-promotion';

const worker = { name: 'worker', imageMode: false, machineNames: ['worker-0', 'worker-1', 'worker-2'] };

describe('the canary pool', () => {
  it("is created held under the gate, taking worker's MachineConfigs and its own, selecting its label", () => {
    const pool = canaryPoolObject(
      { parent: 'worker', reviewedTarget: 'rendered-worker-b', machines: ['worker-0'], promotion: DEFAULT_PROMOTION },
      1,
    );
    expect(pool).toEqual({
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfigPool',
      metadata: {
        name: 'worker-canary',
        labels: { 'pools.operator.machineconfiguration.openshift.io/worker-canary': '' },
        annotations: {
          'os-updates.openshift.io/gate': 'review-each-update',
          'os-updates.openshift.io/canary-of': 'worker',
          'os-updates.openshift.io/canary-target': 'rendered-worker-b',
          'os-updates.openshift.io/canary-machines': 'worker-0',
          'os-updates.openshift.io/canary-promotion':
            '{"laterWaves":"by-hand","reviewEachUpdate":true,"strictGate":false}',
        },
      },
      spec: {
        paused: true,
        maxUnavailable: 1,
        machineConfigSelector: {
          matchExpressions: [
            { key: 'machineconfiguration.openshift.io/role', operator: 'In', values: ['worker', 'worker-canary'] },
          ],
        },
        nodeSelector: { matchLabels: { 'node-role.kubernetes.io/worker-canary': '' } },
      },
    });
  });

  it('reads back the intent, and names an annotation that is wrong', () => {
    const promotion: CanaryPromotion = {
      laterWaves: 'when-healthy',
      reviewEachUpdate: false,
      strictGate: false,
      window: { start: '2026-12-06T01:00Z', durationMinutes: 120, repeat: 'once', timeZone: 'Europe/Paris' },
    };
    const annotations = (
      canaryPoolObject({ parent: 'worker', reviewedTarget: 'r', machines: ['a', 'b'], promotion }) as {
        metadata: { annotations: Record<string, string> };
      }
    ).metadata.annotations;
    expect(readCanaryIntent(annotations)).toEqual({
      parent: 'worker',
      reviewedTarget: 'r',
      machines: ['a', 'b'],
      promotion,
    });
    const { ['os-updates.openshift.io/canary-promotion']: _recorded, ...older } = annotations;
    expect(readCanaryIntent(older)).toEqual({
      parent: 'worker',
      reviewedTarget: 'r',
      machines: ['a', 'b'],
      promotion: DEFAULT_PROMOTION,
    });
    expect(
      readCanaryIntent({ ...annotations, 'os-updates.openshift.io/canary-promotion': '{"laterWaves":"soon"}' }),
    ).toEqual({
      error: 'os-updates.openshift.io/canary-promotion: laterWaves must be by-hand or when-healthy',
    });
    expect(readCanaryIntent({ ...annotations, 'os-updates.openshift.io/canary-promotion': 'yes' })).toEqual({
      error: 'os-updates.openshift.io/canary-promotion is not JSON',
    });
    expect(readCanaryIntent({})).toBeUndefined();
    expect(readCanaryIntent({ ...annotations, 'os-updates.openshift.io/canary-machines': ' , ' })).toEqual({
      error: 'os-updates.openshift.io/canary-machines names no machine',
    });
    expect(readCanaryIntent({ 'os-updates.openshift.io/canary-of': 'worker' })).toEqual({
      error: 'os-updates.openshift.io/canary-target is missing: the reviewed target is not known',
    });
  });

  it.each([
    [
      { ...worker, name: 'master' },
      ['worker-0'],
      'master cannot have a canary: its machines stay in master whatever a custom pool selects',
    ],
    [
      { ...worker, name: 'infra' },
      ['worker-0'],
      'infra is a custom pool: a machine that two custom pools select is in neither, so only worker can have a canary',
    ],
    [
      { ...worker, imageMode: true },
      ['worker-0'],
      'worker is in image mode: a canary pool needs its own MachineOSConfig, which this page does not create',
    ],
    [worker, [], 'choose at least one machine to go first'],
    [
      worker,
      ['worker-0', 'worker-1', 'worker-2'],
      'a canary of all 3 machines is the whole pool: roll out to everyone instead',
    ],
    [worker, ['infra-0'], 'not machines of worker: infra-0'],
  ])('refuses %#: %s', (parent, machines, why) => {
    expect(canaryRefusal(parent, machines)).toBe(why);
  });

  it('takes one or more machines of worker, fewer than all', () => {
    expect(canaryRefusal(worker, ['worker-1'])).toBeUndefined();
    expect(canaryRefusal(worker, ['worker-0', 'worker-2'])).toBeUndefined();
  });
});
