// @vitest-environment jsdom
import { useK8sWatchResource, type WatchK8sResource } from '@openshift-console/dynamic-plugin-sdk';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MACHINE_CONFIG_NODES_WATCH, NODES_WATCH, OTHER_ARCH_NODES_WATCH, useNodeFacts } from './watches';

const watch = vi.mocked(useK8sWatchResource);
const asked: (WatchK8sResource | null)[] = [];
let answers: Map<WatchK8sResource, [unknown, boolean, unknown]>;

const mcn = (name: string, pool: string, current: string, desired: string, conditions: object[]) => ({
  metadata: { name },
  spec: { node: { name }, pool: { name: pool }, configVersion: { desired } },
  status: { configVersion: { current, desired }, conditions },
});
const node = (name: string, arch: string, annotations: Record<string, string> = {}) => ({
  metadata: { name, labels: { 'kubernetes.io/arch': arch, 'node-role.kubernetes.io/worker': '' }, annotations },
});

beforeEach(() => {
  asked.length = 0;
  answers = new Map();
  watch.mockImplementation(((resource: WatchK8sResource | null) => {
    asked.push(resource);
    return (resource && answers.get(resource)) ?? [undefined, false, undefined];
  }) as typeof useK8sWatchResource);
});

describe('useNodeFacts', () => {
  it('reads MachineConfigNodes, with the architecture of the nodes not on amd64', () => {
    answers.set(MACHINE_CONFIG_NODES_WATCH, [
      [
        mcn('w-0', 'worker', 'rendered-a', 'rendered-b', [
          { type: 'Updated', status: 'False' },
          { type: 'Drained', status: 'Unknown' },
        ]),
        mcn('g-0', 'gpu', 'rendered-b', 'rendered-b', [{ type: 'Updated', status: 'True' }]),
      ],
      true,
      undefined,
    ]);
    answers.set(OTHER_ARCH_NODES_WATCH, [[node('g-0', 'arm64')], true, undefined]);
    const { result } = renderHook(() => useNodeFacts(true));
    expect(result.current).toEqual([
      expect.objectContaining({
        name: 'w-0',
        pool: 'worker',
        state: 'Working',
        step: 'Drained',
        architecture: 'amd64',
      }),
      expect.objectContaining({
        name: 'g-0',
        pool: 'gpu',
        state: 'Done',
        currentConfig: 'rendered-b',
        architecture: 'arm64',
      }),
    ]);
    expect(asked).not.toContain(NODES_WATCH);
  });

  it("falls back to every node's metadata where MachineConfigNodes cannot be listed", () => {
    answers.set(MACHINE_CONFIG_NODES_WATCH, [undefined, true, new Error('machineconfignodes is forbidden')]);
    answers.set(NODES_WATCH, [
      [node('w-0', 'amd64', { 'machineconfiguration.openshift.io/state': 'Working' })],
      true,
      undefined,
    ]);
    const { result } = renderHook(() => useNodeFacts(true));
    expect(result.current).toEqual([expect.objectContaining({ name: 'w-0', state: 'Working', architecture: 'amd64' })]);
    expect(asked).toContain(NODES_WATCH);
  });

  it('is undefined until both lists are read, and watches nothing when no pool moves', () => {
    answers.set(MACHINE_CONFIG_NODES_WATCH, [[], true, undefined]);
    expect(renderHook(() => useNodeFacts(true)).result.current).toBeUndefined();
    asked.length = 0;
    expect(renderHook(() => useNodeFacts(false)).result.current).toBeUndefined();
    expect(asked.every((r) => r === null)).toBe(true);
  });
});
