import * as v from 'valibot';
import { MAINTENANCE_WINDOW_ANNOTATION, WINDOW_STATUS_ANNOTATION } from './window-annotations';

/**
 * An approval for a maintenance window (issue 25): the reviewed target rolls out only between
 * the window's start and its end, once or every week. Recorded on the pool as one JSON value;
 * the OS update controller unpauses the pool at the start (with the approval's own `test`s)
 * and pauses it at the end.
 */
export { MAINTENANCE_WINDOW_ANNOTATION, WINDOW_STATUS_ANNOTATION };

const MINUTE = 60_000;
export const WEEK_MS = 7 * 24 * 60 * MINUTE;
/** A window is at least 15 minutes (one machine's drain and reboot) and at most a day. */
export const MIN_WINDOW_MINUTES = 15;
export const MAX_WINDOW_MINUTES = 24 * 60;

const isoInstant = v.pipe(
  v.string('must be a string'),
  v.check((text) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(text), 'must be a UTC time (…Z)'),
  v.check((text) => !Number.isNaN(Date.parse(text)), 'must be a valid time'),
);

const WindowSchema = v.object({
  target: v.pipe(v.string('must be a string'), v.minLength(1, 'must name a rendered config')),
  image: v.optional(v.string('must be a string')),
  start: isoInstant,
  durationMinutes: v.pipe(
    v.number('must be a number'),
    v.integer('must be whole minutes'),
    v.minValue(MIN_WINDOW_MINUTES, `must be at least ${MIN_WINDOW_MINUTES} minutes`),
    v.maxValue(MAX_WINDOW_MINUTES, `must be at most ${MAX_WINDOW_MINUTES} minutes`),
  ),
  repeat: v.picklist(['once', 'weekly'], 'must be once or weekly'),
  timeZone: v.optional(v.string('must be a string')),
  reviewEachUpdate: v.optional(v.boolean('must be true or false'), false),
  strictGate: v.optional(v.boolean('must be true or false'), false),
});

/** When a scheduled approval rolls out, without what it approves (a canary's promotion records it). */
export const ApprovalWindowSchema = v.pick(WindowSchema, ['start', 'durationMinutes', 'repeat', 'timeZone']);

/** A maintenance-window approval, as recorded on the pool. */
export type MaintenanceWindow = v.InferOutput<typeof WindowSchema>;

const StatusSchema = v.object({
  phase: v.picklist(['open', 'ended', 'refused', 'done']),
  /** The occurrence the phase is about (UTC). */
  start: isoInstant,
  end: isoInstant,
  message: v.optional(v.string()),
  machinesLeft: v.optional(v.number()),
});
export type WindowStatus = v.InferOutput<typeof StatusSchema>;

export type Parsed<T> = { readonly value: T } | { readonly error: string };

/** An annotation's JSON against its schema; the error names the annotation and the field. */
export const parseJson = <T>(schema: v.GenericSchema<unknown, T>, text: string, what: string): Parsed<T> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: `${what} is not JSON` };
  }
  const result = v.safeParse(schema, json);
  if (result.success) return { value: result.output };
  const issue = result.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return { error: `${what}: ${path ? `${path} ` : ''}${issue.message}` };
};

/** Reads the window annotation; a clear message when it is malformed (nothing is then opened). */
export const parseMaintenanceWindow = (text: string): Parsed<MaintenanceWindow> =>
  parseJson(WindowSchema, text, MAINTENANCE_WINDOW_ANNOTATION);

export const parseWindowStatus = (text: string): Parsed<WindowStatus> =>
  parseJson(StatusSchema, text, WINDOW_STATUS_ANNOTATION);

// A pool's annotations are read again on every event and every second: each text parsed once.
const windows = new Map<string, Parsed<MaintenanceWindow>>();
const statuses = new Map<string, WindowStatus | undefined>();
const remember = <T>(cache: Map<string, T>, text: string, read: () => T): T => {
  if (!cache.has(text)) {
    if (cache.size > 1000) cache.clear();
    cache.set(text, read());
  }
  return cache.get(text) as T;
};

/** The pool's window, parsed (its text kept, to cancel exactly it); undefined without one. */
export function readWindow(facts: { readonly maintenanceWindow?: string }) {
  const text = facts.maintenanceWindow;
  return text === undefined ? undefined : { text, parsed: remember(windows, text, () => parseMaintenanceWindow(text)) };
}

/** What the controller last did about the window; one it cannot read counts as none (it writes it anew). */
export function readWindowStatus(facts: { readonly windowStatus?: string }): WindowStatus | undefined {
  const text = facts.windowStatus;
  if (text === undefined) return undefined;
  return remember(statuses, text, () => {
    const parsed = parseWindowStatus(text);
    return 'value' in parsed ? parsed.value : undefined;
  });
}

/** Where `now` falls: before the next occurrence, inside one, or after the last (once only). */
export type WindowPhase =
  | { readonly phase: 'before' | 'open'; readonly start: number; readonly end: number }
  | { readonly phase: 'over'; readonly start: number; readonly end: number };

/**
 * The occurrence that matters at `now`: the one open now, else the next one; a one-time
 * window that has passed is `over`. Weekly windows repeat every 7 × 24 hours in UTC, as
 * stored (the admin's local hour moves by one across a daylight-saving change).
 */
export function windowPhase(window: Pick<MaintenanceWindow, 'start' | 'durationMinutes' | 'repeat'>, now: number) {
  const first = Date.parse(window.start);
  const length = window.durationMinutes * MINUTE;
  let start = first;
  if (window.repeat === 'weekly' && now >= first) start = first + Math.floor((now - first) / WEEK_MS) * WEEK_MS;
  const end = start + length;
  if (now < start) return { phase: 'before', start, end } satisfies WindowPhase;
  if (now < end) return { phase: 'open', start, end } satisfies WindowPhase;
  if (window.repeat === 'weekly')
    return { phase: 'before', start: start + WEEK_MS, end: end + WEEK_MS } satisfies WindowPhase;
  return { phase: 'over', start, end } satisfies WindowPhase;
}

/** The usual time a machine takes to drain, write the new OS and reboot: an estimate, said so. */
export const MINUTES_PER_WAVE = 15;

/**
 * How many windows the rest of a rollout needs at the pool's pace: each wave of
 * `maxUnavailable` machines takes about {@link MINUTES_PER_WAVE}; a wave started before the
 * window's end finishes after it (the MCO finishes machines already updating).
 */
export function windowsNeeded(wavesLeft: number, durationMinutes: number, minutesPerWave = MINUTES_PER_WAVE): number {
  if (wavesLeft <= 0) return 0;
  const perWindow = Math.max(1, Math.ceil(durationMinutes / minutesPerWave));
  return Math.ceil(wavesLeft / perWindow);
}

export const toIso = (ms: number): string => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
