import type { DrainBlockers } from './drain-blockers';

/** A firing alert the pre-flight names (issue 44, point 2). */
export interface PreflightAlert {
  readonly name: string;
  readonly severity: string;
}

/**
 * `os-update preflight POOL --format json`, as DESIGN section 7 fixes it:
 * `{"pool","blockers":[{"kind":"PodDisruptionBudget","namespace","name","nodes"}],
 * "unavailable":[node],"alerts":[{"name","severity"}],"forecast":{…}|null}`.
 */
export interface PreflightJson {
  readonly pool: string;
  readonly blockers: readonly { kind: 'PodDisruptionBudget'; namespace: string; name: string; nodes: string[] }[];
  readonly unavailable: readonly string[];
  readonly alerts: readonly PreflightAlert[];
  readonly forecast: Readonly<Record<string, unknown>> | null;
}

export function preflightJson(
  pool: string,
  drain: DrainBlockers,
  alerts: readonly PreflightAlert[],
  forecast: Readonly<Record<string, unknown>> | null,
): PreflightJson {
  return {
    pool,
    blockers: drain.blockers.map(({ kind, namespace, name, nodes }) => ({ kind, namespace, name, nodes: [...nodes] })),
    unavailable: drain.unavailable.map((m) => m.node),
    alerts: alerts.map(({ name, severity }) => ({ name, severity })),
    forecast,
  };
}

/**
 * The command's exit code: 3 when something will hold the rollout, else 0. It is held by a
 * budget that allows no disruption over the pool's pods, or by machines unavailable already
 * that leave no room: the node controller starts no machine while as many are unavailable as
 * `maxUnavailable` allows (release-4.22 `getAllCandidateMachines` in
 * pkg/controller/node/node_controller.go: `len(unavail) >= maxUnavailable`). Fewer unavailable
 * machines slow it, and firing alerts are the admin's to weigh: said, not counted.
 */
export const preflightExitCode = (report: PreflightJson, maxUnavailable: number): 0 | 3 =>
  report.blockers.length > 0 || report.unavailable.length >= maxUnavailable ? 3 : 0;
