import type { DaemonDiff } from './daemon-diff';
import type { DisruptionAction, DisruptionPolicy } from './disruption-policy';
import type { RegistriesChange } from './registries-conf';

/** Why a machine does what it does: one changed thing and the actions it asks for. */
export interface DisruptionReason {
  /** `sshKeys`: any passwd change (keys or password hash), which the sshkey policy covers. */
  readonly what: 'osImage' | 'kernelArguments' | 'fips' | 'kernelType' | 'extensions' | 'file' | 'unit' | 'sshKeys';
  /** The file's path or the unit's name. */
  readonly subject?: string;
  /** The policy path or unit that matched; undefined when none did (then: Reboot). */
  readonly policy?: string;
  readonly actions: readonly DisruptionAction[];
}

export const REBOOT: readonly DisruptionAction[] = [{ type: 'Reboot' }];
export const NONE: readonly DisruptionAction[] = [{ type: 'None' }];

/** Go's `filepath.Clean` on an absolute path: no `.`, `..`, repeated or trailing slashes. */
function cleanPath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return `/${parts.join('/')}`;
}

/** `IsSubdirectory`: the cleaned target starts with the cleaned folder and a slash (so "/" never matches). */
const isSubdirectory = (folder: string, target: string) => cleanPath(target).startsWith(`${cleanPath(folder)}/`);

/**
 * `FindClosestFilePolicyPathMatch` (pkg/controller/common/helpers.go): the policy whose
 * path is the file's or a folder above it; the longest path wins, the first of equals.
 */
export function closestFilePolicy(path: string, policy: Pick<DisruptionPolicy, 'files'>) {
  let best: DisruptionPolicy['files'][number] | undefined;
  for (const entry of policy.files) {
    const matches = path === entry.path || isSubdirectory(entry.path, path);
    if (matches && entry.path.length > (best?.path.length ?? 0)) best = entry;
  }
  return best;
}

const same = (a: DisruptionAction, b: DisruptionAction) => a.type === b.type && a.serviceName === b.serviceName;
const BUT_NONE = new Set(['Drain', 'Reload', 'Restart', 'DaemonReload', 'Special']);

/**
 * The daemon's final list (`calculatePostConfigChangeNodeDisruptionActionFromMCDiffs`):
 * one Reboot if any reboots; None dropped beside other actions, a single None when only
 * None; otherwise as is (also empty, when no policy asked for anything).
 */
function finalActions(actions: readonly DisruptionAction[]): readonly DisruptionAction[] {
  if (actions.some((a) => a.type === 'Reboot')) return REBOOT;
  if (actions.some((a) => a.type === 'None') && !actions.some((a) => BUT_NONE.has(a.type))) return NONE;
  const real = actions.filter((a) => a.type !== 'None');
  // The daemon runs an action listed twice twice; its effect is once (crio reloaded): shown once.
  return real.filter((a, i) => real.findIndex((b) => same(a, b)) === i);
}

/** Each changed file, unit and the passwd section with the policy actions they ask for, and the final list. */
export function policyActions(
  diff: DaemonDiff,
  policy: DisruptionPolicy,
): { reasons: DisruptionReason[]; actions: readonly DisruptionAction[] } {
  const files = diff.changedFiles.map((path): DisruptionReason => {
    const match = closestFilePolicy(path, policy);
    return { what: 'file', subject: path, policy: match?.path, actions: match?.actions ?? REBOOT };
  });
  const units = diff.changedUnits.map((name): DisruptionReason => {
    const match = policy.units.find((p) => p.name === name);
    return { what: 'unit', subject: name, policy: match?.name, actions: match?.actions ?? REBOOT };
  });
  // The sshkey policy is applied to any passwd change, keys or password hash.
  const passwd: DisruptionReason[] = diff.passwd ? [{ what: 'sshKeys', actions: policy.sshKey }] : [];
  const reasons = [...files, ...units, ...passwd];
  return { reasons, actions: finalActions(reasons.flatMap((r) => r.actions)) };
}

/**
 * `isDrainRequiredForNodeDisruptionActions` (pkg/daemon/drain.go): Reboot or Drain drain;
 * Special (registries.conf) drains unless the change is safe, and only then is
 * registries.conf read: when it cannot be, the daemon fails the update.
 */
export function drainDecision(
  actions: readonly DisruptionAction[],
  readRegistries: () => RegistriesChange,
): { readonly drain: boolean; readonly registries?: RegistriesChange } {
  if (actions.some((a) => a.type === 'Reboot' || a.type === 'Drain')) return { drain: true };
  if (!actions.some((a) => a.type === 'Special')) return { drain: false };
  const registries = readRegistries();
  return { drain: registries.kind === 'drain', registries };
}
