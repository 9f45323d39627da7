import { describe, expect, it } from 'vitest';
import {
  CANARY_OF_ANNOTATION,
  CANARY_STOPPED_ANNOTATION,
  CANARY_TARGET_ANNOTATION,
  canaryFirstRuns,
} from './canary-names';

const parent = (paused: boolean, target: string) => ({
  metadata: { name: 'worker' },
  spec: { paused, configuration: { name: target } },
});
const canary = (extra: Record<string, string> = {}) => ({
  metadata: {
    name: 'worker-canary',
    annotations: { [CANARY_OF_ANNOTATION]: 'worker', [CANARY_TARGET_ANNOTATION]: 'rendered-worker-2', ...extra },
  },
});

describe('canaryFirstRuns: a parent approved through "Canary first", not awaiting approval', () => {
  it('names the canary of a held parent still targeting the reviewed config', () => {
    expect([...canaryFirstRuns([parent(true, 'rendered-worker-2'), canary()])]).toEqual([['worker', 'worker-canary']]);
  });

  it('is none once the parent target moved (a review again), it was promoted (open), or Stop was chosen', () => {
    expect(canaryFirstRuns([parent(true, 'rendered-worker-3'), canary()]).size).toBe(0);
    expect(canaryFirstRuns([parent(false, 'rendered-worker-2'), canary()]).size).toBe(0);
    expect(
      canaryFirstRuns([
        parent(true, 'rendered-worker-2'),
        canary({ [CANARY_STOPPED_ANNOTATION]: '2026-12-06T10:00:00Z' }),
      ]).size,
    ).toBe(0);
  });

  it('is none for a canary whose parent is gone or whose reviewed target is not recorded', () => {
    expect(canaryFirstRuns([canary()]).size).toBe(0);
    expect(
      canaryFirstRuns([
        parent(true, 'rendered-worker-2'),
        { metadata: { name: 'worker-canary', annotations: { [CANARY_OF_ANNOTATION]: 'worker' } } },
      ]).size,
    ).toBe(0);
  });
});
