import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_CASES } from './mco-cases/status-test-unavailable';
import { isUnavailableForUpdate } from './node-availability';
import type { KubeObject } from '../store';

describe('isUnavailableForUpdate: TestGetUnavailableMachines (release-4.22)', () => {
  it.each(UNAVAILABLE_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const nodes: KubeObject[] = c.nodes.map((n) => ({
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name: n.name, annotations: { ...n.annotations } },
      ...(n.ready ? { status: { conditions: [{ type: 'Ready', status: n.ready }] } } : {}),
    }));
    expect(nodes.filter(isUnavailableForUpdate).map((n) => n.metadata.name)).toEqual(c.unavailable);
  });

  it('counts a cordoned machine unavailable, and a machine failing its update not', () => {
    const base = {
      'machineconfiguration.openshift.io/currentConfig': 'a',
      'machineconfiguration.openshift.io/desiredConfig': 'a',
      'machineconfiguration.openshift.io/state': 'Done',
    };
    const cordoned = {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name: 'n', annotations: base },
      spec: { unschedulable: true },
    };
    expect(isUnavailableForUpdate(cordoned as KubeObject)).toBe(true);
    const failing = {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: {
        name: 'n',
        annotations: {
          ...base,
          'machineconfiguration.openshift.io/desiredConfig': 'b',
          'machineconfiguration.openshift.io/state': 'Degraded',
        },
      },
    };
    expect(isUnavailableForUpdate(failing as KubeObject)).toBe(false);
  });
});
