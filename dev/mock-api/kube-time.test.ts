import { expect, it } from 'vitest';
import { kubeTime } from './kube-time';

it('writes a time to the second, as metav1.Time serialises', () => {
  expect(kubeTime(Date.parse('2026-12-07T21:49:05.352Z'))).toBe('2026-12-07T21:49:05Z');
  expect(kubeTime(0)).toBe('1970-01-01T00:00:00Z');
});
