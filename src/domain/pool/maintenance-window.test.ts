import { describe, expect, it } from 'vitest';
import { parseMaintenanceWindow, WEEK_MS, windowPhase, windowsNeeded } from './maintenance-window';

const at = (iso: string) => Date.parse(iso);
const window = {
  target: 'rendered-worker-b',
  start: '2026-12-05T02:00:00Z',
  durationMinutes: 240,
  repeat: 'once' as const,
};

describe('parseMaintenanceWindow', () => {
  it('reads a window and fills the gate choices', () => {
    expect(parseMaintenanceWindow(JSON.stringify({ ...window, timeZone: 'Europe/Berlin' }))).toEqual({
      value: { ...window, timeZone: 'Europe/Berlin', reviewEachUpdate: false, strictGate: false },
    });
  });

  it('names what is wrong', () => {
    expect(parseMaintenanceWindow('{')).toEqual({ error: 'os-updates.openshift.io/maintenance-window is not JSON' });
    expect(parseMaintenanceWindow(JSON.stringify({ ...window, start: '2026-12-05 02:00' }))).toEqual({
      error: 'os-updates.openshift.io/maintenance-window: start must be a UTC time (…Z)',
    });
    expect(parseMaintenanceWindow(JSON.stringify({ ...window, durationMinutes: 5 }))).toEqual({
      error: 'os-updates.openshift.io/maintenance-window: durationMinutes must be at least 15 minutes',
    });
    expect(parseMaintenanceWindow(JSON.stringify({ ...window, repeat: 'daily' }))).toEqual({
      error: 'os-updates.openshift.io/maintenance-window: repeat must be once or weekly',
    });
  });
});

describe('windowPhase', () => {
  it('is before, open, then over for a one-time window', () => {
    expect(windowPhase(window, at('2026-12-05T01:59:59Z'))).toEqual({
      phase: 'before',
      start: at('2026-12-05T02:00:00Z'),
      end: at('2026-12-05T06:00:00Z'),
    });
    expect(windowPhase(window, at('2026-12-05T02:00:00Z')).phase).toBe('open');
    expect(windowPhase(window, at('2026-12-05T05:59:59Z')).phase).toBe('open');
    expect(windowPhase(window, at('2026-12-05T06:00:00Z')).phase).toBe('over');
  });

  it('repeats a weekly window every 7 × 24 hours in UTC', () => {
    const weekly = { ...window, repeat: 'weekly' as const };
    expect(windowPhase(weekly, at('2026-12-05T06:00:00Z'))).toEqual({
      phase: 'before',
      start: at('2026-12-05T02:00:00Z') + WEEK_MS,
      end: at('2026-12-05T06:00:00Z') + WEEK_MS,
    });
    expect(windowPhase(weekly, at('2026-12-26T03:00:00Z'))).toEqual({
      phase: 'open',
      start: at('2026-12-26T02:00:00Z'),
      end: at('2026-12-26T06:00:00Z'),
    });
  });
});

describe('windowsNeeded', () => {
  it('counts windows at about 15 minutes a wave, a wave started before the end finishing after it', () => {
    expect(windowsNeeded(0, 60)).toBe(0);
    expect(windowsNeeded(4, 60)).toBe(1);
    expect(windowsNeeded(9, 60)).toBe(3);
    expect(windowsNeeded(2, 15)).toBe(2);
    expect(windowsNeeded(3, 20, 30)).toBe(3);
  });
});
