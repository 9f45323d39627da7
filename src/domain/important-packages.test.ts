import { describe, expect, it } from 'vitest';
import { importanceRank, isImportant } from './important-packages';

describe('importanceRank', () => {
  it('ranks key packages and their sub-packages in DESIGN order', () => {
    expect(
      ['kernel', 'kernel-core', 'systemd-udev', 'rpm-ostree-libs', 'openvswitch3.4', 'NetworkManager'].map((name) =>
        importanceRank(name),
      ),
    ).toEqual([0, 0, 1, 2, 8, 9]);
  });

  it('does not take names that only start alike', () => {
    expect(['kernelshark', 'systemdx', 'openvswitchx', 'ostreefoo', 'bash', ''].some(isImportant)).toBe(false);
  });

  it('ranks a NEVRA text by the name at its start', () => {
    const ranks = [
      ['kernel-core-6.11.3-200.fc40.x86_64', 11],
      ['kernel-6.11.3-200.fc40.x86_64', 6],
      ['cri-o-1.x86_64', 3], // the name is "cri", version "o"
      ['openvswitch3.4-3.4.1-1.fc40.x86_64', 14],
      ['kernelshark-1-1.x86_64', 11],
    ].map(([text, end]) => importanceRank(text as string, end as number));
    expect(ranks).toEqual([0, 0, 10, 8, 10]);
  });
});
