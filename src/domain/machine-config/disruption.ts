import type { DaemonDiff } from './daemon-diff';
import { drainDecision, NONE, policyActions, REBOOT, type DisruptionReason } from './disruption-actions';
import type { DisruptionAction, DisruptionPolicy, PolicyNotObserved } from './disruption-policy';
import type { ControlPlaneTopology, ForecastCaveat, ForecastOutcome } from './forecast-caveats';
import { FORCE_FILE } from './reconcilable';
import type { RegistriesChange } from './registries-conf';

export { closestFilePolicy, type DisruptionReason } from './disruption-actions';
export { REGISTRIES_CONF } from './registries-conf';

/** What each machine of the pool will do to take the new config, as the daemon decides it in-cluster. */
export interface DisruptionForecast {
  readonly reboot: boolean;
  /** The node is drained (false on a single-node cluster, and when the update fails). */
  readonly drain: boolean;
  /** The daemon's final action list (a single Reboot when any reboots). */
  readonly actions: readonly DisruptionAction[];
  readonly reasons: readonly DisruptionReason[];
  /** registries.conf changed (Special): whether that change is one the daemon applies without a drain. */
  readonly registriesChangeSafe?: boolean;
  /** Whether the daemon applies the change, waits for the operator first, or fails it. */
  readonly outcome: ForecastOutcome;
  /** What the forecast could not see or promise; see ForecastCaveat. */
  readonly caveats: readonly ForecastCaveat[];
}

/** What the cluster adds to a config change: its topology and the state of its policy. */
export interface ClusterConditions {
  /** Infrastructure `status.controlPlaneTopology`; unknown: taken as highly available, as the daemon does. */
  readonly topology?: ControlPlaneTopology;
  /** The MachineConfiguration status lags its spec (readMachineConfiguration). */
  readonly policyNotObserved?: PolicyNotObserved;
}

export interface ForecastInput extends ClusterConditions {
  readonly diff: DaemonDiff;
  readonly policy: DisruptionPolicy;
  /** The registries.conf check: called only when the Special action asks for it, as the daemon does. */
  readonly registries: () => RegistriesChange;
  /** Why the daemon refuses the move (unreconcilableReason), if it does. */
  readonly unreconcilable?: string;
}

const forceFile: ForecastCaveat = { kind: 'force-file-reboots', path: FORCE_FILE };

/** The actions the daemon decides before any policy: reboot for the OS, kernel and extensions. */
function rebootReasons(diff: DaemonDiff): DisruptionReason[] {
  return [
    ...(diff.osUpdate ? [{ what: 'osImage' as const, actions: REBOOT }] : []),
    ...(diff.kargs ? [{ what: 'kernelArguments' as const, actions: REBOOT }] : []),
    ...(diff.kernelType ? [{ what: 'kernelType' as const, actions: REBOOT }] : []),
    ...(diff.extensions ? [{ what: 'extensions' as const, actions: REBOOT }] : []),
  ];
}

/**
 * The machine-config daemon's in-cluster decision, step by step as `update` and
 * `calculatePostConfigChangeNodeDisruptionAction` (pkg/daemon/update.go) take it: refuse
 * an unreconcilable move; wait for the policy status; reboot for an OS image, kernel
 * argument, kernel type or extensions change; None when no file, unit or passwd changed;
 * else each changed file's closest policy path, each unit's policy, the sshkey policy for
 * passwd, anything unmatched rebooting. Then drain (`isDrainRequiredForNodeDisruptionActions`),
 * which a single-node cluster skips (`drainRequired`, pkg/daemon/drain.go).
 */
export function forecastDisruption(input: ForecastInput): DisruptionForecast {
  const { diff, policy, topology, policyNotObserved } = input;
  if (input.unreconcilable !== undefined)
    return {
      reboot: false,
      drain: false,
      actions: [],
      reasons: [],
      outcome: 'fails',
      caveats: [{ kind: 'unreconcilable', detail: input.unreconcilable }],
    };
  const caveats: ForecastCaveat[] = policyNotObserved ? [{ kind: 'policy-not-observed', ...policyNotObserved }] : [];
  const always = rebootReasons(diff);
  const byPolicy = policyActions(diff, policy);
  const reasons = [...always, ...byPolicy.reasons];
  const nothingForPolicies = !diff.files && !diff.units && !diff.passwd;
  const actions = always.length > 0 ? REBOOT : nothingForPolicies ? NONE : byPolicy.actions;

  const { drain, registries } = drainDecision(actions, input.registries);
  const fails = registries?.kind === 'invalid';
  if (fails) caveats.push({ kind: 'invalid-registries-conf', detail: registries.detail });
  const reboot = actions.some((a) => a.type === 'Reboot');
  const singleNode = topology === 'SingleReplica';
  if (drain && singleNode) caveats.push({ kind: 'single-node-skips-drain' });
  // With the force file the daemon reboots whatever the diff: worth saying only when the forecast does not.
  if (!reboot) caveats.push(forceFile);
  return {
    reboot,
    drain: drain && !singleNode,
    actions,
    reasons,
    ...(registries ? { registriesChangeSafe: registries.kind === 'safe' } : {}),
    outcome: fails ? 'fails' : policyNotObserved ? 'waits' : 'applies',
    caveats,
  };
}
