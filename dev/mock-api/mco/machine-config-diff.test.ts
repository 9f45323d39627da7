import { describe, expect, it } from 'vitest';
import { isEmptyDiff, machineConfigDiff } from './machine-config-diff';
import { machineConfigDiffCases } from './mco-cases/daemon-update-test';

describe('machineConfigDiff (MCO TestMachineConfigDiff)', () => {
  it.each(machineConfigDiffCases)('$name', (c) => {
    const diff = machineConfigDiff(c.old, c.new);
    const changed = Object.entries(diff)
      .filter(([, v]) => v)
      .map(([k]) => k);
    expect(changed).toEqual(c.changed);
    expect(isEmptyDiff(diff)).toBe(c.changed.length === 0);
  });

  it('tells a file, a unit, FIPS, the kernel type and extensions apart, and treats an unset kernel type as default', () => {
    const base = { config: { ignition: { version: '3.5.0' } } };
    const file = {
      config: { ...base.config, storage: { files: [{ path: '/etc/a', contents: { source: 'data:,a' } }] } },
    };
    const unit = { config: { ...base.config, systemd: { units: [{ name: 'a.service', enabled: true }] } } };
    expect(machineConfigDiff(base, file).files).toBe(true);
    expect(machineConfigDiff(base, unit).units).toBe(true);
    expect(machineConfigDiff(base, { ...base, fips: true }).fips).toBe(true);
    expect(machineConfigDiff(base, { ...base, kernelType: 'realtime' }).kernelType).toBe(true);
    expect(machineConfigDiff(base, { ...base, kernelType: 'default' }).kernelType).toBe(false);
    expect(machineConfigDiff(base, { ...base, extensions: ['usbguard'] }).extensions).toBe(true);
    expect(isEmptyDiff(machineConfigDiff(base, { ...base, extensions: [] }))).toBe(true);
  });
});
