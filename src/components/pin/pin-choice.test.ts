import { describe, expect, it } from 'vitest';
import { offeredSides, pinChoice, type PinSide } from './pin-choice';

const target: PinSide = { key: 'target', image: 'quay.io/os@sha256:bbb', digest: 'sha256:bbb' };
const current: PinSide = { key: 'current', image: 'quay.io/os@sha256:aaa', digest: 'sha256:aaa' };

describe('the pin dialog’s choice', () => {
  it('takes the offered target once its image is read, though the running image was read first', () => {
    const early = offeredSides([{ key: 'target' } as PinSide, current]);
    expect(early.map((s) => s.key)).toEqual(['current']);
    expect(pinChoice(early, undefined)).toBe('current');
    expect(pinChoice(offeredSides([target, current]), undefined)).toBe('target');
  });

  it('keeps what the admin picked', () => {
    expect(pinChoice(offeredSides([target, current]), 'current')).toBe('current');
  });

  it('never chooses an image named by tag, and offers the running image only where it differs', () => {
    const tagged: PinSide = { key: 'target', image: 'quay.io/os:latest' };
    expect(pinChoice(offeredSides([tagged, current]), 'target')).toBe('current');
    expect(offeredSides([target, { ...current, image: target.image }]).map((s) => s.key)).toEqual(['target']);
  });
});
