import { toIso, windowPhase, type MaintenanceWindow, type WindowStatus } from './maintenance-window';
import type { PoolFacts } from './pool-state';

/**
 * What the controller does to a pool approved for a maintenance window, at `now`:
 * - `open`: the window has started; unpause with the approval's own patch (its `test`s
 *   refuse a target that moved), recorded as this occurrence opened;
 * - `refuse`: the window has started but the pool targets another config than the one
 *   approved (or its image was built again): it stays held, and says so;
 * - `close`: the occurrence it opened is over; pause again (machines already updating
 *   finish, as the MCO does), the rest wait for the next window;
 * - `done`: every machine runs the approved target; the window's approval is used up;
 * - `mark` / `hold`: another hand unpaused the pool outside its window (the console's Resume
 *   updates or Full update, `oc patch`): marked released without review and left to roll out,
 *   or, with a strict gate, paused again at once.
 */
export type WindowAction =
  | {
      readonly action: 'open' | 'refuse' | 'close';
      readonly reason: 'MaintenanceWindowStarted' | 'MaintenanceWindowEnded';
      readonly type: 'Normal' | 'Warning';
      readonly message: string;
      readonly status: WindowStatus;
      readonly window: MaintenanceWindow;
    }
  | {
      readonly action: 'done';
      readonly reason: 'MaintenanceWindowEnded';
      readonly type: 'Normal';
      readonly message: string;
      readonly window: MaintenanceWindow;
    }
  | {
      readonly action: 'mark' | 'hold';
      readonly reason: 'ReleasedWithoutReview';
      readonly type: 'Warning';
      readonly message: string;
      readonly window: MaintenanceWindow;
    };

export interface WindowFacts {
  readonly facts: PoolFacts;
  readonly window: MaintenanceWindow;
  readonly status?: WindowStatus;
  readonly now: number;
  /** Image mode: the image built for the pool's target now (undefined while none is). */
  readonly targetImage?: string;
}

const at = (ms: number) => toIso(ms);

export function windowKeeperAction({ facts, window, status, now, targetImage }: WindowFacts): WindowAction | undefined {
  const machines = facts.machineCount ?? 0;
  const updated = facts.updatedMachineCount ?? 0;
  const reached = facts.currentConfig === window.target && updated >= machines;
  if (reached)
    return {
      action: 'done',
      reason: 'MaintenanceWindowEnded',
      type: 'Normal',
      window,
      message: `every machine runs ${window.target}: the maintenance-window approval is used up`,
    };
  const occurrence = windowPhase(window, now);
  const ours = status !== undefined && Date.parse(status.start) === occurrence.start;
  const left = machines - updated;
  // The occurrence this controller opened is over: hold the pool again.
  if (status?.phase === 'open' && !(occurrence.phase === 'open' && ours)) {
    const next = windowPhase(window, Date.parse(status.end));
    const nextNote =
      window.repeat === 'weekly'
        ? `the rest wait for the next window at ${at(next.start)}`
        : 'it was a one-time window: approve again or schedule another window for the rest';
    return {
      action: 'close',
      reason: 'MaintenanceWindowEnded',
      type: 'Normal',
      window,
      status: { phase: 'ended', start: status.start, end: status.end, machinesLeft: left },
      message: `the maintenance window ${status.start}–${status.end} ended with ${left} of ${machines} machines not updated to ${window.target}: paused; machines already updating finish, ${nextNote}`,
    };
  }
  // Open, and not by this controller for the window now open: another hand let it out early.
  if (!facts.paused && !(occurrence.phase === 'open' && ours && status?.phase === 'open')) {
    if (facts.releasedWithoutReview === facts.targetConfig && !window.strictGate) return undefined;
    const when = `outside its maintenance window (next: ${at(occurrence.start)})`;
    return window.strictGate
      ? {
          action: 'hold',
          reason: 'ReleasedWithoutReview',
          type: 'Warning',
          window,
          message: `unpaused ${when} with target ${facts.targetConfig ?? 'none'}: paused again, the gate is strict`,
        }
      : {
          action: 'mark',
          reason: 'ReleasedWithoutReview',
          type: 'Warning',
          window,
          message: `unpaused ${when} with target ${facts.targetConfig ?? 'none'}: it rolls out now, not in the window`,
        };
  }
  if (occurrence.phase !== 'open' || ours || !facts.paused) return undefined;
  const span = { start: at(occurrence.start), end: at(occurrence.end) };
  const moved =
    facts.targetConfig !== window.target
      ? `the pool now targets ${facts.targetConfig ?? 'nothing'}`
      : window.image !== undefined && targetImage !== window.image
        ? `the image built for it is now ${targetImage ?? 'being built'}, not the approved ${window.image}`
        : undefined;
  if (moved) return refused(window, span, moved);
  return {
    action: 'open',
    reason: 'MaintenanceWindowStarted',
    type: 'Normal',
    window,
    status: { phase: 'open', ...span },
    message: `the maintenance window ${span.start}–${span.end} started: unpaused so that ${window.target} rolls out (${left} of ${machines} machines to update)`,
  };
}

/** The window started on a target nobody approved: held, and reported (also when the API refused the patch). */
export function refused(window: MaintenanceWindow, span: { start: string; end: string }, why: string): WindowAction {
  const message = `the maintenance window ${span.start}–${span.end} started, but ${why}, not the approved ${window.target}: nothing rolls out; review the new target`;
  return {
    action: 'refuse',
    reason: 'MaintenanceWindowStarted',
    type: 'Warning',
    window,
    status: { phase: 'refused', ...span, message },
    message,
  };
}
