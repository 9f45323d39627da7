/**
 * How long a pool's rollout will take, from how long its machines took last time (issue 44,
 * point 3).
 *
 * What a MachineConfigNode keeps once an update is over (release-4.22
 * pkg/upgrademonitor/upgrade_monitor.go, `generateAndApplyMachineConfigNodes`): `Updated` is
 * True since the end, and setting it resets every other condition that was True or Unknown to
 * False at that same moment. The start, drain and reboot times are overwritten; only each
 * machine's end is left. The node controller starts the next machine when one is done
 * (pkg/controller/node/node_controller.go, `getAllCandidateMachines`: no more than
 * `maxUnavailable` at once), so in a rollout of `atOnce` at a time, machine k started about when
 * machine k − atOnce ended: its time is the difference of their ends. The first wave's starts are
 * not known; they are not counted.
 */
export interface MachineUpdateRecord {
  readonly node: string;
  /** The config the machine runs (`status.configVersion.current`): machines of one rollout share it. */
  readonly config?: string;
  /** When its MachineConfigNode was made (`metadata.creationTimestamp`), ms. */
  readonly createdMs?: number;
  /** When `Updated` last turned True (its `lastTransitionTime`), ms. */
  readonly updatedMs?: number;
}

export interface DurationForecast {
  /** Machines still to update, and how many the pool updates at once. */
  readonly machines: number;
  readonly atOnce: number;
  readonly waves: number;
  /** One machine's time in the last rollout (drain, OS, reboot), seconds. */
  readonly fastestSeconds: number;
  readonly medianSeconds: number;
  readonly slowestSeconds: number;
  /** The waves at the median pace; at the slowest machine's pace. */
  readonly totalSeconds: number;
  readonly slowestTotalSeconds: number;
  /** Machines of the last rollout whose time is known. */
  readonly samples: number;
  /** The config the last rollout brought. */
  readonly lastRolloutConfig: string;
}

export type ForecastResult =
  { readonly kind: 'forecast'; readonly forecast: DurationForecast } | { readonly kind: 'no-history' };

const median = (sorted: readonly number[]): number => {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * The end of each machine's last update: a machine whose `Updated` turned True when its MCN
 * was made has never updated here (it came up on its config); those do not count.
 */
function endsOfUpdates(records: readonly MachineUpdateRecord[]): (MachineUpdateRecord & { updatedMs: number })[] {
  return records.filter(
    (r): r is MachineUpdateRecord & { updatedMs: number } =>
      r.updatedMs !== undefined && r.config !== undefined && (r.createdMs === undefined || r.updatedMs > r.createdMs),
  );
}

/**
 * The forecast for updating `machines` machines `atOnce` at a time, from the pool's last
 * rollout: the machines that reached the config the latest update brought, their times as
 * the differences of their ends, `atOnce` apart. No history when no machine has updated here,
 * or too few did to time one.
 */
export function forecastDuration(
  records: readonly MachineUpdateRecord[],
  machines: number,
  atOnce: number,
): ForecastResult {
  const ended = endsOfUpdates(records);
  const latest = ended.reduce<(typeof ended)[number] | undefined>(
    (last, r) => (last === undefined || r.updatedMs > last.updatedMs ? r : last),
    undefined,
  );
  if (!latest) return { kind: 'no-history' };
  const ends = ended
    .filter((r) => r.config === latest.config)
    .map((r) => r.updatedMs)
    .sort((a, b) => a - b);
  const step = Math.max(1, atOnce);
  const times = ends
    .slice(step)
    .map((end, i) => Math.max(0, (end - (ends[i] as number)) / 1000))
    .sort((a, b) => a - b);
  if (times.length === 0) return { kind: 'no-history' };
  const waves = Math.ceil(machines / step);
  const mid = median(times);
  const slowest = times[times.length - 1] as number;
  return {
    kind: 'forecast',
    forecast: {
      machines,
      atOnce: step,
      waves,
      fastestSeconds: times[0] as number,
      medianSeconds: mid,
      slowestSeconds: slowest,
      totalSeconds: waves * mid,
      slowestTotalSeconds: waves * slowest,
      samples: times.length,
      lastRolloutConfig: latest.config as string,
    },
  };
}

/**
 * How many of the forecast's machines a window of `windowSeconds` sees done: whole waves at the
 * median pace (a wave started before the end finishes after it, so one more wave starts than
 * fits; the MCO finishes machines already updating).
 */
export function machinesDoneInWindow(forecast: DurationForecast, windowSeconds: number): number {
  if (forecast.medianSeconds <= 0) return forecast.machines;
  const wavesStarted = Math.ceil(windowSeconds / forecast.medianSeconds);
  return Math.min(forecast.machines, wavesStarted * forecast.atOnce);
}

/**
 * OpenShift's documentation on update duration ("Understanding OpenShift Container Platform
 * update duration"): the MCO cordons and drains a node, updates its OS and reboots it, which
 * "might take 5 or more minutes to complete per node". A floor, not a forecast.
 */
export const DOCUMENTED_MINIMUM_SECONDS_PER_MACHINE = 5 * 60;

/** Without history: at least the documented floor per wave of `atOnce` machines. */
export interface RoughForecast {
  readonly machines: number;
  readonly atOnce: number;
  readonly waves: number;
  /** A lower bound: every wave at the documented floor. */
  readonly atLeastSeconds: number;
}

/**
 * How long a rollout of `machines` machines, `atOnce` at a time, takes at the least when none
 * of them has updated here yet: as many waves as the node controller runs, each at the
 * documented floor. What holds a drain comes on top.
 */
export function roughForecast(machines: number, atOnce: number): RoughForecast {
  const step = Math.max(1, atOnce);
  const waves = Math.ceil(machines / step);
  return { machines, atOnce: step, waves, atLeastSeconds: waves * DOCUMENTED_MINIMUM_SECONDS_PER_MACHINE };
}
