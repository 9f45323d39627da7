/**
 * The cluster's node disruption policy (`operator.openshift.io/v1` MachineConfiguration
 * `cluster`): what the machine-config daemon does for a changed file, unit or ssh key.
 * The defaults are the MCO's (`pkg/apihelpers/apihelpers.go`, `defaultClusterPolicies`).
 */
export type DisruptionActionType = 'Reboot' | 'Drain' | 'Reload' | 'Restart' | 'DaemonReload' | 'None' | 'Special';

export interface DisruptionAction {
  readonly type: DisruptionActionType;
  /** The service a Reload or Restart acts on. */
  readonly serviceName?: string;
}

export interface DisruptionPolicy {
  readonly files: readonly { readonly path: string; readonly actions: readonly DisruptionAction[] }[];
  readonly units: readonly { readonly name: string; readonly actions: readonly DisruptionAction[] }[];
  readonly sshKey: readonly DisruptionAction[];
}

const none: DisruptionAction[] = [{ type: 'None' }];
const reloadCrio: DisruptionAction[] = [{ type: 'Reload', serviceName: 'crio.service' }];
const restart = (serviceName: string): DisruptionAction => ({ type: 'Restart', serviceName });

export const DEFAULT_DISRUPTION_POLICY: DisruptionPolicy = {
  files: [
    { path: '/var/lib/kubelet/config.json', actions: none },
    { path: '/etc/machine-config-daemon/no-reboot/containers-gpg.pub', actions: reloadCrio },
    { path: '/etc/containers/policy.json', actions: reloadCrio },
    { path: '/etc/containers/registries.conf', actions: [{ type: 'Special' }] },
    { path: '/etc/containers/registries.d', actions: reloadCrio },
    { path: '/etc/crio/policies', actions: reloadCrio },
    { path: '/etc/nmstate/openshift', actions: none },
    {
      path: '/etc/pki/ca-trust/source/anchors/openshift-config-user-ca-bundle.crt',
      actions: [restart('coreos-update-ca-trust.service'), restart('crio.service')],
    },
    { path: '/etc/kubernetes/credential-providers', actions: [restart('kubelet.service')] },
    {
      path: '/etc/systemd/system/kubelet.service.d/40-kubelet-crio-image-credential-provider.conf',
      actions: [{ type: 'DaemonReload' }, restart('kubelet.service')],
    },
    { path: '/etc/iri-registry', actions: [restart('iri-registry.service')] },
    { path: '/usr/local/bin/load-registry-image.sh', actions: [restart('iri-registry.service')] },
    { path: '/etc/pki/ca-trust/source/anchors/iri-root-ca.crt', actions: [restart('iri-registry.service')] },
  ],
  units: [{ name: 'iri-registry.service', actions: [{ type: 'DaemonReload' }, restart('iri-registry.service')] }],
  sshKey: none,
};

/** A policy that cannot be read: the message names the field. */
export class DisruptionPolicyError extends Error {
  constructor(problem: string) {
    super(`MachineConfiguration: ${problem}`);
    this.name = 'DisruptionPolicyError';
  }
}

const TYPES = new Set<string>(['Reboot', 'Drain', 'Reload', 'Restart', 'DaemonReload', 'None', 'Special']);
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function actions(value: unknown, where: string): DisruptionAction[] {
  if (!Array.isArray(value)) throw new DisruptionPolicyError(`${where}.actions is not a list`);
  return value.map((a, i) => {
    const type = isObject(a) ? a.type : undefined;
    if (typeof type !== 'string' || !TYPES.has(type))
      throw new DisruptionPolicyError(`${where}.actions[${i}].type ${JSON.stringify(type)} is not a disruption action`);
    const service = isObject(a) ? ((a.reload as Json | undefined) ?? (a.restart as Json | undefined)) : undefined;
    const serviceName = isObject(service) && typeof service.serviceName === 'string' ? service.serviceName : undefined;
    return { type: type as DisruptionActionType, ...(serviceName ? { serviceName } : {}) };
  });
}

function entries(value: unknown, key: 'path' | 'name', where: string): { key: string; actions: DisruptionAction[] }[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new DisruptionPolicyError(`${where} is not a list`);
  return value.map((e, i) => {
    const id = isObject(e) ? e[key] : undefined;
    if (typeof id !== 'string' || !id) throw new DisruptionPolicyError(`${where}[${i}].${key} is missing`);
    return { key: id, actions: actions((e as Json).actions, `${where}[${i}]`) };
  });
}

function readPolicy(policy: Json, where: string) {
  return {
    files: entries(policy.files, 'path', `${where}.files`).map((e) => ({ path: e.key, actions: e.actions })),
    units: entries(policy.units, 'name', `${where}.units`).map((e) => ({ name: e.key, actions: e.actions })),
    sshKey: isObject(policy.sshkey) ? actions(policy.sshkey.actions, `${where}.sshkey`) : [],
  };
}

/** User entries replace the default for the same path or name; the rest are added (the MCO's merge). */
export function mergeOverDefaults(user: DisruptionPolicy): DisruptionPolicy {
  const files = DEFAULT_DISRUPTION_POLICY.files.map((d) => user.files.find((u) => u.path === d.path) ?? d);
  const units = DEFAULT_DISRUPTION_POLICY.units.map((d) => user.units.find((u) => u.name === d.name) ?? d);
  return {
    files: [...files, ...user.files.filter((u) => !files.includes(u))],
    units: [...units, ...user.units.filter((u) => !units.includes(u))],
    sshKey: user.sshKey.length > 0 ? user.sshKey : DEFAULT_DISRUPTION_POLICY.sshKey,
  };
}

/**
 * The policy in effect from a MachineConfiguration: the operator's merged status when it
 * has one, else its spec merged over the defaults (what the operator will write).
 */
export function disruptionPolicyOf(machineConfiguration: unknown): DisruptionPolicy {
  if (!isObject(machineConfiguration)) throw new DisruptionPolicyError('not an object');
  const status = isObject(machineConfiguration.status) ? machineConfiguration.status : {};
  const statusPolicy = isObject(status.nodeDisruptionPolicyStatus)
    ? status.nodeDisruptionPolicyStatus.clusterPolicies
    : undefined;
  if (isObject(statusPolicy)) return readPolicy(statusPolicy, 'status.nodeDisruptionPolicyStatus.clusterPolicies');
  const spec = isObject(machineConfiguration.spec) ? machineConfiguration.spec : {};
  const specPolicy = isObject(spec.nodeDisruptionPolicy) ? spec.nodeDisruptionPolicy : {};
  return mergeOverDefaults(readPolicy(specPolicy, 'spec.nodeDisruptionPolicy'));
}
