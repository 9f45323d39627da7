import { toIso } from '../../domain/pool/maintenance-window';
import type { ApprovalWindow } from '../../k8s/mutations';

/** What the review's window fields hold: the admin's local date and time. */
export interface WindowFields {
  readonly date: string;
  readonly time: string;
  readonly durationMinutes: number;
  readonly repeat: 'once' | 'weekly';
}

export type WindowProblem = 'no-date' | 'no-time' | 'in-the-past';

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's time zone: shown beside the fields, kept on the pool for display only. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The next full hour, as the fields' default: a window is rarely wanted this very minute. */
export function defaultFields(now: number): WindowFields {
  const next = new Date(now);
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return {
    date: `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`,
    time: `${pad(next.getHours())}:${pad(next.getMinutes())}`,
    durationMinutes: 240,
    repeat: 'once',
  };
}

/** The fields of a window already recorded, in the browser's time zone (to change it). */
export function fieldsOf(window: Pick<ApprovalWindow, 'start' | 'durationMinutes' | 'repeat'>): WindowFields {
  const start = new Date(window.start);
  return {
    date: `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`,
    time: `${pad(start.getHours())}:${pad(start.getMinutes())}`,
    durationMinutes: window.durationMinutes,
    repeat: window.repeat,
  };
}

/**
 * The window the fields describe, its start converted from the admin's local time to UTC;
 * a problem instead when a field is not filled in or the window would be over already.
 */
export function windowOfFields(
  fields: WindowFields,
  now: number,
  timeZone = localTimeZone(),
): { window: ApprovalWindow } | { problem: WindowProblem } {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fields.date);
  if (!date) return { problem: 'no-date' };
  const time = /^(\d{1,2}):(\d{2})$/.exec(fields.time.trim());
  if (!time || Number(time[1]) > 23 || Number(time[2]) > 59) return { problem: 'no-time' };
  const start = new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3]), Number(time[1]), Number(time[2]));
  if (Number.isNaN(start.getTime())) return { problem: 'no-date' };
  // The first occurrence must be ahead: a window that opens the moment it is approved is "now".
  if (start.getTime() <= now) return { problem: 'in-the-past' };
  return {
    window: {
      start: toIso(start.getTime()),
      durationMinutes: fields.durationMinutes,
      repeat: fields.repeat,
      timeZone,
    },
  };
}
