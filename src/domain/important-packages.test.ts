import { describe, expect, it } from 'vitest';
import { importanceRank, isImportant } from './important-packages';

describe('importanceRank', () => {
  it('ranks key packages and their sub-packages in DESIGN order', () => {
    expect(
      ['kernel', 'kernel-core', 'systemd-udev', 'rpm-ostree-libs', 'openvswitch3.4', 'NetworkManager'].map(
        importanceRank,
      ),
    ).toEqual([0, 0, 1, 2, 8, 9]);
  });

  it('does not take names that only start alike', () => {
    expect(['kernelshark', 'systemdx', 'openvswitchx', 'ostreefoo', 'bash', ''].some(isImportant)).toBe(false);
  });
});
