import type { Log } from './log';

/**
 * How long a stop may take before the process goes anyway: a reconcile stuck on a request that
 * never answers must not keep a replica alive past its SIGTERM (kubelet would kill it after
 * terminationGracePeriodSeconds, 30 s by default, with the Lease still held).
 */
export const STOP_GRACE_MS = 10_000;

/**
 * Runs the controller's graceful stop (the reconcile in flight finished, the informers closed,
 * the Lease given up) and resolves when it is done or fails (said in the log): true; or after
 * `graceMs` (said too): false, and what is still in flight would keep the process alive.
 */
export function stopWithin(stop: () => Promise<void>, log: Log, graceMs = STOP_GRACE_MS): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const bound = setTimeout(() => {
      log('warn', 'stopping took too long: exiting without finishing', { graceSeconds: graceMs / 1000 });
      resolve(false);
    }, graceMs);
    stop()
      .catch((error: unknown) => log('error', 'could not stop cleanly', { error: String(error) }))
      .finally(() => {
        clearTimeout(bound);
        resolve(true);
      });
  });
}
