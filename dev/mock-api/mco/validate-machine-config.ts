import type { KubeObject } from '../store';
import { IgnitionError, parseAndConvertConfig, type IgnitionConfig } from './ignition-config';
import { specOf } from './merge-machine-configs';

const KERNEL_TYPES = new Set(['', 'default', 'realtime', '64k-pages']);
/** SupportedExtensions (pkg/controller/common/helpers.go): the extensions RHCOS offers. */
const EXTENSIONS = new Set([
  'two-node-ha',
  'ipsec',
  'usbguard',
  'kerberos',
  'kernel-devel',
  'sandboxed-containers',
  'sysstat',
]);

/** ValidateMachineConfig: a known kernel type, an Ignition config the MCO reads, extensions it offers. */
export function validateMachineConfig(mc: KubeObject): void {
  const spec = specOf(mc);
  if (!KERNEL_TYPES.has(spec.kernelType)) throw new IgnitionError(`kernelType=${spec.kernelType} is invalid`);
  if (spec.config === undefined) return;
  parseAndConvertConfig(spec.config);
  const invalid = spec.extensions.filter((x) => !EXTENSIONS.has(x));
  if (invalid.length > 0) throw new IgnitionError(`invalid extensions found: ${invalid.join(', ')}`);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * isConfigReconcilable (pkg/controller/common/reconcile.go): what the daemon cannot change on a
 * running machine. Returns why, or undefined.
 */
function whyNotReconcilable(
  old: IgnitionConfig,
  next: IgnitionConfig,
  oldFips: boolean,
  nextFips: boolean,
): string | undefined {
  if (!same(old.passwd, next.passwd)) {
    if (!same(old.passwd?.groups, next.passwd?.groups))
      return 'invalid passwd change(s): ignition Passwd Groups section contains changes';
    const users = next.passwd?.users ?? [];
    if (!same(old.passwd?.users, users)) {
      if (users.some((u) => u.name !== 'core'))
        return 'invalid passwd change(s): ignition passwd user section contains unsupported changes: non-core user';
      const last = users[users.length - 1];
      if (last) {
        const { name, sshAuthorizedKeys, passwordHash, ...rest } = last;
        if (name !== 'core' || (passwordHash === undefined && !(sshAuthorizedKeys?.length ?? 0)))
          return 'invalid passwd change(s): ignition passwd user section contains unsupported changes: user must be core and have 1 or more sshKeys';
        if (Object.keys(rest).length > 0)
          return 'invalid passwd change(s): SSH keys and password hash are not reconcilable';
      }
    }
  }
  if (!same(old.kernelArguments, next.kernelArguments)) return 'ignition kargs section contains changes';
  for (const section of ['disks', 'filesystems', 'raid', 'directories'] as const)
    if (!same(old.storage?.[section], next.storage?.[section])) return `ignition ${section} section contains changes`;
  if (!same(old.storage?.links, next.storage?.links) && (next.storage?.links?.length ?? 0) > 0)
    return 'ignition links section contains changes';
  for (const f of next.storage?.files ?? []) {
    if ((f.append?.length ?? 0) > 0) return `ignition file ${f.path} includes append`;
    if (f.path === '/run/machine-config-daemon-force') return `cannot create ${f.path} via Ignition`;
  }
  if (oldFips !== nextFips) return 'detected change to FIPS flag; refusing to modify FIPS on a running cluster';
  return undefined;
}

/**
 * IsComponentConfigsReconcilable: each of `configs` against the pool's current rendered config;
 * the first that is not, as the MCO words it ("new machineconfig … is not reconcilable against …: why").
 */
export function componentsNotReconcilable(current: KubeObject, configs: readonly KubeObject[]): string | undefined {
  const old = parseAndConvertConfig(specOf(current).config ?? { ignition: { version: '3.5.0' } });
  for (const mc of configs) {
    const spec = specOf(mc);
    const next = parseAndConvertConfig(spec.config ?? { ignition: { version: '3.5.0' } });
    const why = whyNotReconcilable(old, next, specOf(current).fips, spec.fips);
    if (why)
      return `new machineconfig "${current.metadata.name}" is not reconcilable against "${mc.metadata.name}": ${why}`;
  }
  return undefined;
}

/** The reason part of a reconcile message (after "…: "), to find the component config that causes it. */
export const reasonOf = (message: string) => message.split(': ').slice(1).join(': ');
