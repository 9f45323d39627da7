/**
 * release-4.22 pkg/daemon/update_test.go TestMachineConfigDiff, as data: which two configs the
 * daemon finds the same (an empty diff: no drain, no reboot) and which field tells a change.
 * The on-cluster-build cases are left out: the demo's image mode does not go through this diff.
 */
import type { MachineConfigDiff, MachineConfigSpecForDiff } from '../machine-config-diff';

export interface MachineConfigDiffCase {
  readonly name: string;
  readonly old: MachineConfigSpecForDiff;
  readonly new: MachineConfigSpecForDiff;
  /** The fields the diff finds changed; none is the empty diff. */
  readonly changed: readonly (keyof MachineConfigDiff)[];
}

/** ctrlcommon.NewIgnConfig, as CreateMachineConfigFromIgnition marshals it. */
const EMPTY: MachineConfigSpecForDiff = { config: { ignition: { version: '3.5.0' } } };
const withUsers = (users: readonly object[]): MachineConfigSpecForDiff => ({
  config: { ignition: { version: '3.5.0' }, passwd: { users } },
});

export const machineConfigDiffCases: readonly MachineConfigDiffCase[] = [
  { name: 'two empty configs under other names', old: EMPTY, new: EMPTY, changed: [] },
  {
    name: 'a new OS image',
    old: EMPTY,
    new: {
      ...EMPTY,
      osImageURL: 'quay.io/example/foo@sha256:b5bb9d8014a0f9b1d61e21e796d78dccdf1352f23cd32812f4850b878ae4944c',
    },
    changed: ['osUpdate'],
  },
  {
    name: 'kernel arguments nil and empty (canonicalizeEmptyMC)',
    old: { ...EMPTY, kernelArguments: null },
    new: { ...EMPTY, kernelArguments: [] },
    changed: [],
  },
  {
    name: 'SSH key changes recognized - Empty MC',
    old: EMPTY,
    new: withUsers([{ name: 'core', sshAuthorizedKeys: ['1234'] }]),
    changed: ['passwd'],
  },
  {
    name: 'SSH key changes recognized - New Key',
    old: withUsers([{ name: 'core', sshAuthorizedKeys: ['5678'] }]),
    new: withUsers([{ name: 'core', sshAuthorizedKeys: ['1234'] }]),
    changed: ['passwd'],
  },
  {
    name: 'PasswordHash changes recognized - Empty MC',
    old: EMPTY,
    new: withUsers([{ name: 'core', passwordHash: 'testpass' }]),
    changed: ['passwd'],
  },
  {
    name: 'PasswordHash changes recognized - Password Change',
    old: withUsers([{ name: 'core', passwordHash: 'newtestpass' }]),
    new: withUsers([{ name: 'core', passwordHash: 'testpass' }]),
    changed: ['passwd'],
  },
  {
    name: 'Non-OCL MCs (the same config)',
    old: { ...EMPTY, osImageURL: 'quay.io/example/foo@sha256:b5bb9d80' },
    new: { ...EMPTY, osImageURL: 'quay.io/example/foo@sha256:b5bb9d80' },
    changed: [],
  },
];
