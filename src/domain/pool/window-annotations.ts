/**
 * The annotations of a maintenance-window approval (see maintenance-window.ts). Apart so that
 * what every pool reads carries only their names: the window is parsed where it is shown or
 * acted on, not on a first visit.
 */
export const MAINTENANCE_WINDOW_ANNOTATION = 'os-updates.openshift.io/maintenance-window';
/** The controller's record of the window it last opened, ended or could not open (one JSON value). */
export const WINDOW_STATUS_ANNOTATION = 'os-updates.openshift.io/maintenance-window-status';
