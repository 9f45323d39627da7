import { HttpError, k8sGet } from '@openshift-console/dynamic-plugin-sdk';
import {
  DEFAULT_DISRUPTION_POLICY,
  readMachineConfiguration,
  type DisruptionPolicy,
  type PolicyNotObserved,
} from '../domain/machine-config/disruption-policy';
import { isControlPlaneTopology, type ControlPlaneTopology } from '../domain/machine-config/forecast-caveats';
import { InfrastructureModel, MachineConfigurationModel } from './models';

export const status = (error: unknown) => (error instanceof HttpError ? error.code : undefined);

/** Where the policy in effect comes from: the cluster's MachineConfiguration, or the MCO's defaults when there is none to read. */
export interface PolicyInEffect {
  readonly policy: DisruptionPolicy;
  readonly source: 'cluster' | 'defaults';
  /** The operator has not written the status for the current spec yet: the daemon would wait. */
  readonly notObserved?: PolicyNotObserved;
}

export async function getDisruptionPolicy(): Promise<PolicyInEffect> {
  try {
    const read = readMachineConfiguration(await k8sGet({ model: MachineConfigurationModel, name: 'cluster' }));
    return { ...read, source: 'cluster' };
  } catch (error) {
    if (status(error) === 404 || status(error) === 403)
      return { policy: DEFAULT_DISRUPTION_POLICY, source: 'defaults' };
    throw error;
  }
}

/**
 * The cluster's control plane topology (Infrastructure \`cluster\`), or undefined where it
 * cannot be read: the forecast then assumes machines are drained, as on most clusters.
 */
export async function getControlPlaneTopology(): Promise<ControlPlaneTopology | undefined> {
  try {
    const infrastructure = (await k8sGet({ model: InfrastructureModel, name: 'cluster' })) as {
      status?: { controlPlaneTopology?: unknown };
    };
    const topology = infrastructure.status?.controlPlaneTopology;
    return typeof topology === 'string' && isControlPlaneTopology(topology) ? topology : undefined;
  } catch (error) {
    if (status(error) === 404 || status(error) === 403) return undefined;
    throw error;
  }
}
