import { describe, expect, it } from 'vitest';
import { defaultFields, fieldsOf, windowOfFields } from './window-form';

// vitest runs in the machine's time zone: local times are built with the Date constructor.
const local = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).getTime();

describe('the window fields', () => {
  it('turn the admin’s local start into UTC and keep the zone for display', () => {
    const now = local(2026, 12, 2, 10, 0);
    const result = windowOfFields(
      { date: '2026-12-05', time: '02:00', durationMinutes: 240, repeat: 'weekly' },
      now,
      'Europe/Berlin',
    );
    expect(result).toEqual({
      window: {
        start: new Date(local(2026, 12, 5, 2, 0)).toISOString().replace('.000Z', 'Z'),
        durationMinutes: 240,
        repeat: 'weekly',
        timeZone: 'Europe/Berlin',
      },
    });
    if (!('window' in result)) throw new Error('no window');
    expect(fieldsOf(result.window)).toEqual({
      date: '2026-12-05',
      time: '02:00',
      durationMinutes: 240,
      repeat: 'weekly',
    });
  });

  it('name what is missing or wrong, and refuse a start that is not ahead', () => {
    const now = local(2026, 12, 2, 10, 0);
    const fields = { date: '2026-12-02', time: '10:00', durationMinutes: 60, repeat: 'once' as const };
    expect(windowOfFields({ ...fields, date: '' }, now)).toEqual({ problem: 'no-date' });
    expect(windowOfFields({ ...fields, time: '25:00' }, now)).toEqual({ problem: 'no-time' });
    expect(windowOfFields(fields, now)).toEqual({ problem: 'in-the-past' });
    expect(windowOfFields({ ...fields, time: '10:01' }, now)).toHaveProperty('window');
  });

  it('start at the next full hour by default', () => {
    expect(defaultFields(local(2026, 12, 31, 23, 20))).toEqual({
      date: '2027-01-01',
      time: '00:00',
      durationMinutes: 240,
      repeat: 'once',
    });
  });
});
