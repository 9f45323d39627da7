import type { ConfigDiff } from './config-diff';
import type { DisruptionAction, DisruptionPolicy } from './disruption-policy';

/** Why a machine does what it does: one changed thing and the actions it asks for. */
export interface DisruptionReason {
  readonly what: 'osImage' | 'kernelArguments' | 'fips' | 'kernelType' | 'extensions' | 'file' | 'unit' | 'sshKeys';
  /** The file's path or the unit's name. */
  readonly subject?: string;
  /** The policy path or unit that matched; undefined when none did (then: Reboot). */
  readonly policy?: string;
  readonly actions: readonly DisruptionAction[];
}

/** What each machine of the pool will do to take the new config, as the daemon decides it. */
export interface DisruptionForecast {
  readonly reboot: boolean;
  readonly drain: boolean;
  /** The daemon's final action list (a single Reboot when any reboots). */
  readonly actions: readonly DisruptionAction[];
  readonly reasons: readonly DisruptionReason[];
  /** registries.conf changed (Special): whether that change is one the daemon applies without a drain. */
  readonly registriesChangeSafe?: boolean;
}

export const REGISTRIES_CONF = '/etc/containers/registries.conf';
const REBOOT: DisruptionAction[] = [{ type: 'Reboot' }];
const NONE: DisruptionAction[] = [{ type: 'None' }];

/** Policy path matching the daemon's `FindClosestFilePolicyPathMatch`: exact or a parent folder, longest wins. */
export function closestFilePolicy(path: string, policy: DisruptionPolicy) {
  let best: DisruptionPolicy['files'][number] | undefined;
  for (const entry of policy.files) {
    const parent = entry.path.endsWith('/') ? entry.path : `${entry.path}/`;
    if ((path === entry.path || path.startsWith(parent)) && entry.path.length > (best?.path.length ?? 0)) best = entry;
  }
  return best;
}

const same = (a: DisruptionAction, b: DisruptionAction) => a.type === b.type && a.serviceName === b.serviceName;

/** The daemon's final list: one Reboot if any reboots; None dropped beside other actions. */
function finalActions(actions: readonly DisruptionAction[]): DisruptionAction[] {
  if (actions.some((a) => a.type === 'Reboot')) return REBOOT;
  const real = actions.filter((a) => a.type !== 'None');
  if (real.length === 0) return NONE;
  // The daemon runs an action listed twice once in effect (restarting crio twice is once): shown once.
  return real.filter((a, i) => real.findIndex((b) => same(a, b)) === i);
}

/**
 * The machine-config daemon's decision (`calculatePostConfigChangeNodeDisruptionAction`):
 * an OS image, kernel argument, FIPS, kernel type or extensions change reboots; otherwise
 * each changed file takes its closest policy path, each unit its policy by name, ssh keys
 * the sshkey policy; anything unmatched reboots. Reboot and Drain drain the node; Special
 * (registries.conf) drains only when the change is not one of the safe kinds.
 */
export function forecastDisruption(
  diff: ConfigDiff,
  policy: DisruptionPolicy,
  registriesChangeSafe?: boolean,
): DisruptionForecast {
  const always: DisruptionReason[] = [
    ...(diff.osImageURL ? [{ what: 'osImage' as const, actions: REBOOT }] : []),
    ...(diff.kernelArgumentsChanged ? [{ what: 'kernelArguments' as const, actions: REBOOT }] : []),
    ...(diff.fips ? [{ what: 'fips' as const, actions: REBOOT }] : []),
    ...(diff.kernelType ? [{ what: 'kernelType' as const, actions: REBOOT }] : []),
    ...(diff.extensions.added.length + diff.extensions.removed.length > 0
      ? [{ what: 'extensions' as const, actions: REBOOT }]
      : []),
  ];
  const files: DisruptionReason[] = diff.files.map((f) => {
    const match = closestFilePolicy(f.path, policy);
    return { what: 'file', subject: f.path, policy: match?.path, actions: match?.actions ?? REBOOT };
  });
  const units: DisruptionReason[] = diff.units.map((u) => {
    const match = policy.units.find((p) => p.name === u.name);
    return { what: 'unit', subject: u.name, policy: match?.name, actions: match?.actions ?? REBOOT };
  });
  const ssh: DisruptionReason[] = diff.sshKeys ? [{ what: 'sshKeys', actions: policy.sshKey }] : [];
  const reasons = [...always, ...files, ...units, ...ssh];
  const actions = always.length > 0 ? REBOOT : finalActions(reasons.flatMap((r) => r.actions));
  const special = actions.some((a) => a.type === 'Special');
  const reboot = actions.some((a) => a.type === 'Reboot');
  const drain = reboot || actions.some((a) => a.type === 'Drain') || (special && registriesChangeSafe !== true);
  return {
    reboot,
    drain,
    actions,
    reasons,
    ...(special ? { registriesChangeSafe: registriesChangeSafe === true } : {}),
  };
}
