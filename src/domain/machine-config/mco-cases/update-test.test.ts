import { describe, expect, it } from 'vitest';
import { daemonDiff, isEmptyDaemonDiff } from '../daemon-diff';
import { closestFilePolicy } from '../disruption';
import { parseMachineConfig } from '../machine-config-content';
import { machineConfig } from '../machine-config-samples';
import { unreconcilableReason } from '../reconcilable';
import { comparable, expectedOf, forecastCase } from './run-case';
import { CALCULATE_POST_CONFIG_CHANGE_ACTION } from './update-test';
import { FIND_CLOSEST_FILE_POLICY_PATH_MATCH, MACHINE_CONFIG_DIFF, RECONCILABLE_DIFF } from './update-test-diff';

const name = (c: { source: { test: string } }) => c.source.test;

describe('pkg/daemon/update_test.go, ported', () => {
  it.each(CALCULATE_POST_CONFIG_CHANGE_ACTION.map((c) => [name(c), c] as const))(
    '%s: the in-cluster actions and drain',
    (_, c) => {
      expect(comparable(forecastCase(c))).toEqual(expectedOf(c.expected));
    },
  );

  it.each(FIND_CLOSEST_FILE_POLICY_PATH_MATCH.map((c) => [name(c), c] as const))('%s', (_, c) => {
    const match = closestFilePolicy(c.diffPath, { files: c.filePolicies });
    expect(match !== undefined).toBe(c.found);
    expect(match?.actions ?? []).toEqual(c.actions);
  });

  const FLAGS = ['osUpdate', 'kargs', 'passwd', 'files', 'units', 'extensions'] as const;
  it.each([...MACHINE_CONFIG_DIFF, ...RECONCILABLE_DIFF].map((c) => [name(c), c] as const))('%s', (_, c) => {
    const before = parseMachineConfig(machineConfig('old', c.before));
    const after = parseMachineConfig(machineConfig('new', c.after));
    const diff = daemonDiff(before, after);
    expect(isEmptyDaemonDiff(diff)).toBe(c.empty);
    expect(FLAGS.filter((f) => diff[f])).toEqual(FLAGS.filter((f) => c.changed.includes(f)));
  });

  it.each(RECONCILABLE_DIFF.map((c) => [name(c), c] as const))('%s is reconcilable', (_, c) => {
    const reason = unreconcilableReason(
      parseMachineConfig(machineConfig('old', c.before)),
      parseMachineConfig(machineConfig('new', c.after)),
    );
    expect(reason).toBeUndefined();
  });
});
