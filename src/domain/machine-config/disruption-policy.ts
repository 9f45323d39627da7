/**
 * The cluster's node disruption policy (`operator.openshift.io/v1` MachineConfiguration
 * `cluster`): what the machine-config daemon does for a changed file, unit or ssh key.
 * The defaults are the MCO's (`pkg/apihelpers/apihelpers.go`, `defaultClusterPolicies`,
 * release-4.22), in its order.
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
    // The IRI root CA goes to the trust store: update-ca-trust, not the registry (apihelpers.go, IRIRootCAPath).
    { path: '/etc/pki/ca-trust/source/anchors/iri-root-ca.crt', actions: [restart('coreos-update-ca-trust.service')] },
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

/** Where a policy is read from: a spec may not use Special (the MCO reserves it for registries.conf). */
type Side = 'spec' | 'status';

function actions(value: unknown, where: string, side: Side): DisruptionAction[] {
  if (!Array.isArray(value)) throw new DisruptionPolicyError(`${where}.actions is not a list`);
  return value.map((a, i) => {
    const at = `${where}.actions[${i}]`;
    const type = isObject(a) ? a.type : undefined;
    if (typeof type !== 'string' || !TYPES.has(type) || (side === 'spec' && type === 'Special'))
      throw new DisruptionPolicyError(`${at}.type ${JSON.stringify(type)} is not a disruption action`);
    if (type !== 'Reload' && type !== 'Restart') return { type: type as DisruptionActionType };
    // The API requires the service of a Reload or Restart: `reload.serviceName` / `restart.serviceName`.
    const key = type === 'Reload' ? 'reload' : 'restart';
    const service = (a as Json)[key];
    const serviceName = isObject(service) ? service.serviceName : undefined;
    if (typeof serviceName !== 'string' || !serviceName)
      throw new DisruptionPolicyError(`${at}.${key}.serviceName is missing`);
    return { type, serviceName };
  });
}

function entries(
  value: unknown,
  key: 'path' | 'name',
  where: string,
  side: Side,
): { key: string; actions: DisruptionAction[] }[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new DisruptionPolicyError(`${where} is not a list`);
  return value.map((e, i) => {
    const id = isObject(e) ? e[key] : undefined;
    if (typeof id !== 'string' || !id) throw new DisruptionPolicyError(`${where}[${i}].${key} is missing`);
    return { key: id, actions: actions((e as Json).actions, `${where}[${i}]`, side) };
  });
}

function readPolicy(policy: Json, where: string, side: Side): DisruptionPolicy {
  return {
    files: entries(policy.files, 'path', `${where}.files`, side).map((e) => ({ path: e.key, actions: e.actions })),
    units: entries(policy.units, 'name', `${where}.units`, side).map((e) => ({ name: e.key, actions: e.actions })),
    sshKey: isObject(policy.sshkey) ? actions(policy.sshkey.actions, `${where}.sshkey`, side) : [],
  };
}

/**
 * The operator's merge (`MergeClusterPolicies`): the defaults in their order, a user entry
 * for a default's path or name in its place, the other user entries after them; the
 * user's sshkey actions, or the default's when the user gives none.
 */
export function mergeOverDefaults(user: DisruptionPolicy): DisruptionPolicy {
  const files = [...DEFAULT_DISRUPTION_POLICY.files];
  for (const entry of user.files) {
    const i = DEFAULT_DISRUPTION_POLICY.files.findIndex((d) => d.path === entry.path);
    if (i >= 0) files[i] = entry;
    else files.push(entry);
  }
  const units = [...DEFAULT_DISRUPTION_POLICY.units];
  for (const entry of user.units) {
    const i = DEFAULT_DISRUPTION_POLICY.units.findIndex((d) => d.name === entry.name);
    if (i >= 0) units[i] = entry;
    else units.push(entry);
  }
  return { files, units, sshKey: user.sshKey.length > 0 ? user.sshKey : DEFAULT_DISRUPTION_POLICY.sshKey };
}

/** The operator has not yet written the status for the MachineConfiguration's current spec. */
export interface PolicyNotObserved {
  readonly generation: number;
  readonly observedGeneration: number;
}

/** The policy the daemon will apply, and whether it must first wait for the operator. */
export interface ClusterDisruptionPolicy {
  readonly policy: DisruptionPolicy;
  /** Set when the status lags the spec: the daemon waits (then fails and retries) until it catches up. */
  readonly notObserved?: PolicyNotObserved;
}

const generationOf = (v: unknown, where: string): number => {
  if (v === undefined || v === null) return 0;
  if (!Number.isInteger(v)) throw new DisruptionPolicyError(`${where} is not a whole number`);
  return v as number;
};

/**
 * Reads a MachineConfiguration as the daemon does (`calculatePostConfigChangeNodeDisruptionAction`,
 * pkg/daemon/update.go): it waits until `status.observedGeneration` equals
 * `metadata.generation`, then applies `status.nodeDisruptionPolicyStatus.clusterPolicies`,
 * never the spec. While the status lags, the policy is the spec merged over the defaults:
 * what the operator will write and the daemon will apply once it has. An object with no
 * generation and no status (written by hand) is read the same way.
 */
export function readMachineConfiguration(machineConfiguration: unknown): ClusterDisruptionPolicy {
  if (!isObject(machineConfiguration)) throw new DisruptionPolicyError('not an object');
  const metadata = isObject(machineConfiguration.metadata) ? machineConfiguration.metadata : {};
  const status = isObject(machineConfiguration.status) ? machineConfiguration.status : {};
  const spec = isObject(machineConfiguration.spec) ? machineConfiguration.spec : {};
  const specPolicy = isObject(spec.nodeDisruptionPolicy) ? spec.nodeDisruptionPolicy : {};
  const fromSpec = () => mergeOverDefaults(readPolicy(specPolicy, 'spec.nodeDisruptionPolicy', 'spec'));
  const generation = generationOf(metadata.generation, 'metadata.generation');
  const observedGeneration = generationOf(status.observedGeneration, 'status.observedGeneration');
  if (generation !== observedGeneration) return { policy: fromSpec(), notObserved: { generation, observedGeneration } };
  const statusPolicy = isObject(status.nodeDisruptionPolicyStatus)
    ? status.nodeDisruptionPolicyStatus.clusterPolicies
    : undefined;
  if (isObject(statusPolicy))
    return { policy: readPolicy(statusPolicy, 'status.nodeDisruptionPolicyStatus.clusterPolicies', 'status') };
  // Observed but no policies in the status: the daemon reads them empty, so every change reboots.
  if (generation > 0) return { policy: { files: [], units: [], sshKey: [] } };
  return { policy: fromSpec() };
}

/** The policy in effect from a MachineConfiguration (see readMachineConfiguration). */
export const disruptionPolicyOf = (machineConfiguration: unknown): DisruptionPolicy =>
  readMachineConfiguration(machineConfiguration).policy;
