import { HttpError, k8sGet } from '@openshift-console/dynamic-plugin-sdk';
import {
  DEFAULT_DISRUPTION_POLICY,
  disruptionPolicyOf,
  type DisruptionPolicy,
} from '../domain/machine-config/disruption-policy';
import { MachineConfigurationModel } from './models';

export const status = (error: unknown) => (error instanceof HttpError ? error.code : undefined);

/** Where the policy in effect comes from: the cluster's MachineConfiguration, or the MCO's defaults when there is none to read. */
export interface PolicyInEffect {
  readonly policy: DisruptionPolicy;
  readonly source: 'cluster' | 'defaults';
}

export async function getDisruptionPolicy(): Promise<PolicyInEffect> {
  try {
    return {
      policy: disruptionPolicyOf(await k8sGet({ model: MachineConfigurationModel, name: 'cluster' })),
      source: 'cluster',
    };
  } catch (error) {
    if (status(error) === 404 || status(error) === 403)
      return { policy: DEFAULT_DISRUPTION_POLICY, source: 'defaults' };
    throw error;
  }
}
