import { MAINTENANCE_WINDOW_ANNOTATION, WINDOW_STATUS_ANNOTATION, type MaintenanceWindow } from './maintenance-window';
import { approvePatch, pointerSegment, type PatchOperation } from './rollout-patch';
import { RELEASED_WITHOUT_REVIEW_ANNOTATION } from './gate-annotations';
import type { WindowAction } from './window-keeper';

const path = (key: string) => `/metadata/annotations/${pointerSegment(key)}`;
const WINDOW = path(MAINTENANCE_WINDOW_ANNOTATION);
const STATUS = path(WINDOW_STATUS_ANNOTATION);

/** Annotations as read; the patches add or remove single keys, or create the map. */
type Annotations = Readonly<Record<string, string>> | undefined;

/**
 * Approve the reviewed target for a maintenance window: the pool stays paused; the patch
 * applies only while it is paused and targets what was reviewed (422 otherwise). A status
 * of an earlier window goes with it: this is a new approval.
 */
export function scheduleApprovalPatch(window: MaintenanceWindow, annotations: Annotations): PatchOperation[] {
  const guard: PatchOperation[] = [
    { op: 'test', path: '/spec/paused', value: true },
    { op: 'test', path: '/spec/configuration/name', value: window.target },
  ];
  const value = JSON.stringify(window);
  if (annotations === undefined)
    return [...guard, { op: 'add', path: '/metadata/annotations', value: { [MAINTENANCE_WINDOW_ANNOTATION]: value } }];
  return [
    ...guard,
    { op: 'add', path: WINDOW, value },
    ...(WINDOW_STATUS_ANNOTATION in annotations ? [{ op: 'remove', path: STATUS } as const] : []),
  ];
}

/** Cancel exactly the schedule the admin saw (a `test` of its value); the pool stays paused. */
export function cancelWindowPatch(shown: string, annotations: Annotations): PatchOperation[] {
  return [
    { op: 'test', path: WINDOW, value: shown },
    { op: 'remove', path: WINDOW },
    ...(annotations && WINDOW_STATUS_ANNOTATION in annotations ? [{ op: 'remove', path: STATUS } as const] : []),
  ];
}

/**
 * The controller's patch for a window action, applied only while the pool still carries the
 * window it was decided on (a `test` of its text: an admin's new approval is never overwritten).
 * Opening is the page's approval patch itself (it tests that the pool is paused and still
 * targets the approved config); closing tests the target it was decided on.
 */
export function windowActionPatch(action: WindowAction, annotations: Annotations, target: string): PatchOperation[] {
  const same: PatchOperation = { op: 'test', path: WINDOW, value: annotations?.[MAINTENANCE_WINDOW_ANNOTATION] };
  if (action.action === 'done')
    return [
      same,
      { op: 'remove', path: WINDOW },
      ...(annotations && WINDOW_STATUS_ANNOTATION in annotations ? [{ op: 'remove', path: STATUS } as const] : []),
    ];
  if (action.reason === 'ReleasedWithoutReview') return releasedPatch(action.action, same, target);
  const status: PatchOperation = { op: 'add', path: STATUS, value: JSON.stringify(action.status) };
  if (action.action === 'open')
    return [
      same,
      ...approvePatch({
        reviewedTarget: action.window.target,
        annotations,
        reviewEachUpdate: action.window.reviewEachUpdate,
        strictGate: action.window.strictGate,
        reviewedImage: action.window.image,
        openingWindow: true,
      }),
      status,
    ];
  if (action.action === 'close')
    return [
      same,
      { op: 'test', path: '/spec/configuration/name', value: target },
      { op: 'add', path: '/spec/paused', value: true },
      status,
    ];
  return [same, status];
}

/** Another hand's early release: marked (the pool still open on that target), or held again. */
function releasedPatch(action: 'mark' | 'hold', same: PatchOperation, target: string): PatchOperation[] {
  const tested: PatchOperation = { op: 'test', path: '/spec/configuration/name', value: target };
  if (action === 'hold') return [same, tested, { op: 'add', path: '/spec/paused', value: true }];
  return [
    same,
    tested,
    { op: 'test', path: '/spec/paused', value: false },
    { op: 'add', path: path(RELEASED_WITHOUT_REVIEW_ANNOTATION), value: target },
  ];
}
