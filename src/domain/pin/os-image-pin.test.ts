import { describe, expect, it } from 'vitest';
import { PIN_LABEL, PinError, pinMachineConfig, pinName, poolsSelecting, readPins, ROLE_LABEL } from './os-image-pin';

const digest = `sha256:${'a'.repeat(64)}`;
const image = `quay.io/openshift-release-dev/ocp-v4.0-art-dev@${digest}`;
const worker = { name: 'worker', machineConfigSelector: { matchLabels: { [ROLE_LABEL]: 'worker' } } };
const infra = {
  name: 'infra',
  machineConfigSelector: { matchExpressions: [{ key: ROLE_LABEL, operator: 'In', values: ['worker', 'infra'] }] },
};
const master = { name: 'master', machineConfigSelector: { matchLabels: { [ROLE_LABEL]: 'master' } } };
const pools = [master, worker, infra];

describe('pinMachineConfig', () => {
  it('names the pool, takes its role and holds the image by digest', () => {
    const pin = pinMachineConfig(worker, image);
    expect(pin.metadata.name).toBe('99-worker-os-update-pin');
    expect(pin.metadata.labels).toEqual({ [ROLE_LABEL]: 'worker', [PIN_LABEL]: 'worker' });
    expect(pin.spec.osImageURL).toBe(image);
  });

  it("gives a custom pool's pin the pool's own role from an In expression", () => {
    expect(pinMachineConfig(infra, image).metadata.labels[ROLE_LABEL]).toBe('infra');
  });

  it('refuses an image named by tag', () => {
    expect(() => pinMachineConfig(worker, 'quay.io/fedora/fedora-coreos:stable')).toThrow(PinError);
    expect(() => pinMachineConfig(worker, 'quay.io/fedora/fedora-coreos:stable')).toThrow(/names no digest/);
  });

  it('refuses a pool that selects no MachineConfig', () => {
    expect(() => pinMachineConfig({ name: 'odd' }, image)).toThrow(/pool "odd" has no machineConfigSelector/);
  });
});

describe('poolsSelecting', () => {
  it('finds the custom pools that take worker MachineConfigs', () => {
    expect(poolsSelecting(pinMachineConfig(worker, image).metadata.labels, pools)).toEqual(['infra', 'worker']);
    expect(poolsSelecting(pinMachineConfig(infra, image).metadata.labels, pools)).toEqual(['infra']);
  });
});

describe('readPins', () => {
  it('maps each pool to the pin that selects it, the last by name winning', () => {
    const other = `quay.io/x@sha256:${'b'.repeat(64)}`;
    const pins = readPins(
      [
        pinMachineConfig(worker, image),
        pinMachineConfig(infra, other),
        { metadata: { name: '50-worker-kargs', labels: { [ROLE_LABEL]: 'worker' } }, spec: {} },
      ],
      pools,
    );
    expect(pins.get('worker')).toMatchObject({ name: pinName('worker'), image, pools: ['infra', 'worker'] });
    // 99-worker-… sorts after 99-infra-…: the MCO renders infra with worker's image.
    expect(pins.get('infra')).toMatchObject({ name: pinName('worker'), image });
    expect(pins.has('master')).toBe(false);
  });
});
