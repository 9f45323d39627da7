import type { ConfigChangeReview } from './config-review';
import type { DisruptionActionType } from './disruption-policy';
import type { ForecastCaveat, ForecastOutcome } from './forecast-caveats';

const sorted = (items: readonly string[]) => [...items].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const names = <T extends { change: string }>(items: readonly T[], kind: string, key: (t: T) => string) =>
  sorted(items.filter((i) => i.change === kind).map(key));

/**
 * The disruption part of the JSON. `outcome` and `caveats` were added after the first
 * release: documents published by an older controller lack them, so they are optional.
 */
export interface DisruptionJson {
  readonly reboot: boolean;
  readonly drain: boolean;
  readonly actions: readonly { readonly type: DisruptionActionType; readonly serviceName?: string }[];
  readonly outcome?: ForecastOutcome;
  readonly caveats?: readonly ForecastCaveat[];
}

/**
 * The `diff-config --format json` document (DESIGN section 7): paths, names and values,
 * never a file's contents. A contract other tools read: fields are only ever added.
 */
export function configDiffJson({ diff, disruption }: ConfigChangeReview) {
  const path = (f: { path: string }) => f.path;
  const name = (u: { name: string }) => u.name;
  const disruptionJson: DisruptionJson = {
    reboot: disruption.reboot,
    drain: disruption.drain,
    actions: disruption.actions.map((a) =>
      a.serviceName ? { type: a.type, serviceName: a.serviceName } : { type: a.type },
    ),
    outcome: disruption.outcome,
    caveats: disruption.caveats,
  };
  return {
    files: {
      added: names(diff.files, 'added', path),
      removed: names(diff.files, 'removed', path),
      changed: names(diff.files, 'changed', path),
    },
    units: {
      added: names(diff.units, 'added', name),
      removed: names(diff.units, 'removed', name),
      changed: names(diff.units, 'changed', name),
    },
    kernelArguments: {
      added: sorted(diff.kernelArguments.added),
      removed: sorted(diff.kernelArguments.removed),
      /** Optional for the same reason as DisruptionJson's additions; also true for a mere reordering. */
      changed: diff.kernelArgumentsChanged as boolean | undefined,
    },
    extensions: {
      added: sorted(diff.extensions.added),
      removed: sorted(diff.extensions.removed),
      changed: diff.extensionsChanged as boolean | undefined,
    },
    kernelType: diff.kernelType,
    fips: diff.fips,
    osImageURL: diff.osImageURL,
    sshKeys: diff.sshKeys,
    /** A key swapped or a password hash changed: `sshKeys` (a count) does not show it. */
    passwdChanged: diff.passwdChanged as boolean | undefined,
    disruption: disruptionJson,
  };
}
