import type { RpmHeaderPackage } from '../domain/rpmdb/rpm-header';
import type { AuthFile } from '../registry/auth-file';
import type { MirrorRule } from '../registry/mirrors';
import { readImageRpmdb } from '../registry/read-image-rpmdb';
import { RegistryClient } from '../registry/registry-client';
import { REGISTRY_TLS_VERIFY_FLAG } from './registry-flags';

/** An image's rpm database packages, for one architecture. */
export type ReadRpmdb = (image: string, arch: string) => Promise<readonly RpmHeaderPackage[]>;

/**
 * The rpm databases of one round: each image read once, whichever publisher asks first (the
 * changelogs and the advisories of a pair read the same two images); nothing is kept after
 * the round (a database is tens of MB). The registry's credentials are read on first use.
 */
export function rpmdbRound(
  registryAccess: () => Promise<{ auth: AuthFile; mirrors: MirrorRule[] }>,
  tlsVerify: boolean,
): ReadRpmdb {
  let registry: Promise<{ client: RegistryClient; mirrors: MirrorRule[] }> | undefined;
  const databases = new Map<string, Promise<readonly RpmHeaderPackage[]>>();
  return (image, arch) => {
    registry ??= registryAccess().then(({ auth, mirrors }) => ({
      client: new RegistryClient({ auth, tlsVerify, tlsVerifyFlag: REGISTRY_TLS_VERIFY_FLAG }),
      mirrors,
    }));
    const key = `${image}|${arch}`;
    let db = databases.get(key);
    if (!db) {
      db = registry
        .then(({ client, mirrors }) => readImageRpmdb(image, { client, mirrors, arch }))
        .then((r) => r.packages);
      databases.set(key, db);
    }
    return db;
  };
}
