import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMOTION, promotionPatch, promotionWindowAhead, readCanaryPromotion } from './canary-promotion';

const NOW = Date.parse('2026-12-05T10:00:00Z');
const tonight = { start: '2026-12-05T22:00Z', durationMinutes: 60, repeat: 'once' as const };
const yesterday = { start: '2026-12-04T22:00Z', durationMinutes: 60, repeat: 'once' as const };

describe("a canary's promotion, as the review chose it", () => {
  it('is by hand under the gate when a canary recorded none (made before the choice existed)', () => {
    expect(readCanaryPromotion(undefined)).toEqual(DEFAULT_PROMOTION);
  });

  it.each([
    [
      '{"laterWaves":"by-hand","reviewEachUpdate":"yes"}',
      'os-updates.openshift.io/canary-promotion: reviewEachUpdate must be true or false',
    ],
    [
      '{"laterWaves":"by-hand","reviewEachUpdate":true,"window":{"start":"tomorrow","durationMinutes":60,"repeat":"once"}}',
      'os-updates.openshift.io/canary-promotion: window.start must be a UTC time (…Z)',
    ],
    [
      '{"laterWaves":"by-hand","reviewEachUpdate":true,"window":{"start":"2026-12-05T22:00Z","durationMinutes":5,"repeat":"once"}}',
      'os-updates.openshift.io/canary-promotion: window.durationMinutes must be at least 15 minutes',
    ],
  ])('names what is wrong with %s', (text, error) => {
    expect(readCanaryPromotion(text)).toEqual({ error });
  });

  it('approves the parent now, dropping the gate when the review chose not to review every update', () => {
    const patch = promotionPatch(
      { ...DEFAULT_PROMOTION, reviewEachUpdate: false },
      'rendered-worker-b',
      { 'os-updates.openshift.io/gate': 'review-each-update' },
      NOW,
    );
    expect(patch).toEqual([
      { op: 'test', path: '/spec/paused', value: true },
      { op: 'test', path: '/spec/configuration/name', value: 'rendered-worker-b' },
      { op: 'replace', path: '/spec/paused', value: false },
      { op: 'add', path: '/metadata/annotations/os-updates.openshift.io~1approved-config', value: 'rendered-worker-b' },
      { op: 'remove', path: '/metadata/annotations/os-updates.openshift.io~1gate' },
    ]);
  });

  it('keeps the strict gate only with review every update', () => {
    const strict = promotionPatch({ ...DEFAULT_PROMOTION, strictGate: true }, 'r', {}, NOW);
    expect(strict).toContainEqual({
      op: 'add',
      path: '/metadata/annotations/os-updates.openshift.io~1strict-gate',
      value: 'true',
    });
    const loose = promotionPatch({ ...DEFAULT_PROMOTION, reviewEachUpdate: false, strictGate: true }, 'r', {}, NOW);
    expect(loose.some((op) => op.path.endsWith('strict-gate'))).toBe(false);
  });

  it('schedules the window while it is ahead, and approves now once a one-time window has passed', () => {
    expect(promotionWindowAhead({ ...DEFAULT_PROMOTION, window: tonight }, NOW)).toBe(true);
    expect(promotionWindowAhead({ ...DEFAULT_PROMOTION, window: yesterday }, NOW)).toBe(false);
    expect(promotionWindowAhead({ ...DEFAULT_PROMOTION, window: { ...yesterday, repeat: 'weekly' } }, NOW)).toBe(true);
    const scheduled = promotionPatch({ ...DEFAULT_PROMOTION, window: tonight }, 'r', undefined, NOW);
    expect(scheduled).toEqual([
      { op: 'test', path: '/spec/paused', value: true },
      { op: 'test', path: '/spec/configuration/name', value: 'r' },
      {
        op: 'add',
        path: '/metadata/annotations',
        value: {
          'os-updates.openshift.io/maintenance-window': JSON.stringify({
            ...tonight,
            target: 'r',
            reviewEachUpdate: true,
            strictGate: false,
          }),
        },
      },
    ]);
    const late = promotionPatch({ ...DEFAULT_PROMOTION, window: yesterday }, 'r', undefined, NOW);
    expect(late).toContainEqual({ op: 'replace', path: '/spec/paused', value: false });
  });
});
