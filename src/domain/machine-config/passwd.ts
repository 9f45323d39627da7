import { fingerprint } from './ignition-canonical';

/**
 * A config's Ignition `passwd` section as far as the daemon looks at it, never the keys or
 * password hashes themselves (DESIGN: secrets are never kept): counts, presence and
 * one-way fingerprints to tell a change.
 */
export interface PasswdUser {
  readonly name: string;
  readonly sshKeyCount: number;
  /** A `passwordHash` is set (even empty: a set pointer to the daemon). */
  readonly hasPasswordHash: boolean;
  /** Fields besides name, keys and password hash (uid, groups, shell…): the MCO reconciles none. */
  readonly otherFields: readonly string[];
}

export interface Passwd {
  readonly users: readonly PasswdUser[];
  /** The whole section: the daemon compares passwd whole (`newMachineConfigDiff`). */
  readonly fingerprint: string;
  readonly usersFingerprint: string;
  readonly groupsFingerprint: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const OWN_FIELDS = new Set(['name', 'sshAuthorizedKeys', 'passwordHash']);

/** Reads `spec.config.passwd` (already checked to be an object or absent); `fail` names a bad field. */
export function parsePasswd(passwd: Json, fail: (problem: string) => never): Passwd {
  const users = passwd.users ?? [];
  if (!Array.isArray(users)) fail('spec.config.passwd.users is not a list');
  const summaries = (users as unknown[]).map((user, i): PasswdUser => {
    const where = `spec.config.passwd.users[${i}]`;
    if (!isObject(user)) fail(`${where} is not an object`);
    const u = user as Json;
    if (typeof u.name !== 'string' || !u.name) fail(`${where}.name is missing`);
    const keys = u.sshAuthorizedKeys ?? [];
    if (!Array.isArray(keys)) fail(`${where}.sshAuthorizedKeys is not a list`);
    return {
      name: u.name as string,
      sshKeyCount: (keys as unknown[]).length,
      hasPasswordHash: u.passwordHash !== undefined && u.passwordHash !== null,
      otherFields: Object.keys(u)
        .filter((k) => !OWN_FIELDS.has(k) && u[k] !== null && u[k] !== undefined)
        .sort(),
    };
  });
  return {
    users: summaries,
    fingerprint: fingerprint({ users: passwd.users, groups: passwd.groups }),
    usersFingerprint: fingerprint(passwd.users),
    groupsFingerprint: fingerprint(passwd.groups),
  };
}

/** Keys over all users: what the page shows of ssh keys. */
export const sshKeyCountOf = (passwd: Passwd): number => passwd.users.reduce((n, u) => n + u.sshKeyCount, 0);
