import type { MachineConfigContent } from './machine-config-content';

/** The file the daemon reads as "skip validation and reboot" (`constants.MachineConfigDaemonForceFile`). */
export const FORCE_FILE = '/run/machine-config-daemon-force';

/**
 * Why the daemon refuses to move a running machine from `before` to `after`, or undefined
 * when it can. Follows `isConfigReconcilable` (pkg/controller/common/reconcile.go), which
 * `reconcilable` (pkg/daemon/update.go) runs before anything else; the storage overrides of
 * `IrreconcilableValidationOverrides` are not read, so disks, filesystems and RAID are
 * always refused. The message is the daemon's.
 */
export function unreconcilableReason(before: MachineConfigContent, after: MachineConfigContent): string | undefined {
  const passwd = passwdProblem(before, after);
  if (passwd) return `invalid passwd change(s): ${passwd}`;
  const a = before.fixedSections;
  const b = after.fixedSections;
  if (a.ignitionKernelArguments !== b.ignitionKernelArguments) return 'ignition kargs section contains changes';
  if (a.disks !== b.disks) return 'ignition disks section contains changes';
  if (a.filesystems !== b.filesystems) return 'ignition filesystems section contains changes';
  if (a.raid !== b.raid) return 'ignition raid section contains changes';
  if (a.directories !== b.directories) return 'ignition directories section contains changes';
  // Removing links is let through (bug 1677198): only a config that still has links is refused.
  if (a.links !== b.links && b.linkCount !== 0) return 'ignition links section contains changes';
  for (const file of after.files.values()) {
    // Appending is not idempotent: only a reprovision can do it.
    if (file.append) return `ignition file ${file.path} includes append`;
    if (file.path === FORCE_FILE) return `cannot create ${FORCE_FILE} via Ignition`;
  }
  if (before.fips !== after.fips) return 'detected change to FIPS flag; refusing to modify FIPS on a running cluster';
  return undefined;
}

/** `validatePasswdChanges` and `verifyUserFields`: only core's ssh keys and password hash may change. */
function passwdProblem(before: MachineConfigContent, after: MachineConfigContent): string | undefined {
  if (before.passwd.fingerprint === after.passwd.fingerprint) return undefined;
  if (before.passwd.groupsFingerprint !== after.passwd.groupsFingerprint)
    return 'ignition Passwd Groups section contains changes';
  if (before.passwd.usersFingerprint === after.passwd.usersFingerprint) return undefined;
  if (after.passwd.users.some((u) => u.name !== 'core'))
    return 'ignition passwd user section contains unsupported changes: non-core user';
  // The daemon checks the last user only: no users at all is no removal (users are never deleted).
  const last = after.passwd.users.at(-1);
  if (!last) return undefined;
  if (!(last.hasPasswordHash || last.sshKeyCount >= 1))
    return 'ignition passwd user section contains unsupported changes: user must be core and have 1 or more sshKeys';
  if (last.otherFields.length > 0) return 'SSH keys and password hash are not reconcilable';
  return undefined;
}
