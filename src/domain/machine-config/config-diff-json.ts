import type { ConfigChangeReview } from './config-review';

const sorted = (items: readonly string[]) => [...items].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const names = <T extends { change: string }>(items: readonly T[], kind: string, key: (t: T) => string) =>
  sorted(items.filter((i) => i.change === kind).map(key));

/**
 * The `diff-config --format json` document (DESIGN section 7): paths, names and values,
 * never a file's contents.
 */
export function configDiffJson({ diff, disruption }: ConfigChangeReview) {
  const path = (f: { path: string }) => f.path;
  const name = (u: { name: string }) => u.name;
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
    kernelArguments: { added: sorted(diff.kernelArguments.added), removed: sorted(diff.kernelArguments.removed) },
    extensions: { added: sorted(diff.extensions.added), removed: sorted(diff.extensions.removed) },
    kernelType: diff.kernelType,
    fips: diff.fips,
    osImageURL: diff.osImageURL,
    sshKeys: diff.sshKeys,
    disruption: {
      reboot: disruption.reboot,
      drain: disruption.drain,
      actions: disruption.actions.map((a) =>
        a.serviceName ? { type: a.type, serviceName: a.serviceName } : { type: a.type },
      ),
    },
  };
}
