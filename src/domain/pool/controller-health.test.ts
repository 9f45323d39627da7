import { describe, expect, it } from 'vitest';
import { controllerHealth } from './controller-health';

const now = Date.parse('2026-11-30T12:00:00Z');
const lease = (holderIdentity: string, renewTime: string) => ({
  spec: { holderIdentity, renewTime, leaseDurationSeconds: 15 },
});

describe('controllerHealth', () => {
  it('is running while a holder renews the Lease', () => {
    expect(controllerHealth(lease('pod-a', '2026-11-30T11:59:50Z'), now)).toBe('running');
  });

  it('is stopped when nobody holds it, it lapsed, or there is none', () => {
    expect(controllerHealth(lease('', '2026-11-30T11:59:59Z'), now)).toBe('stopped');
    expect(controllerHealth(lease('pod-a', '2026-11-30T11:58:00Z'), now)).toBe('stopped');
    expect(controllerHealth(undefined, now)).toBe('stopped');
  });

  it('is unknown when the Lease cannot be read', () => {
    expect(controllerHealth(null, now)).toBe('unknown');
  });
});
