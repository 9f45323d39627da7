import type { ClusterConditions } from '../domain/machine-config/disruption';
import type { DisruptionPolicy } from '../domain/machine-config/disruption-policy';
import type { ControlPlaneTopology } from '../domain/machine-config/forecast-caveats';
import type { PolicyInEffect } from './config-api';

/** The policy a forecast uses, where it came from, and what else the cluster says about it. */
export interface ClusterConditionsRead {
  readonly policy: DisruptionPolicy;
  readonly source: 'cluster' | 'defaults';
  readonly conditions: ClusterConditions;
}

/** The inputs of a forecast from the two reads (MachineConfiguration and Infrastructure \`cluster\`). */
export const clusterConditionsOf = (
  policy: PolicyInEffect,
  topology: ControlPlaneTopology | null | undefined,
): ClusterConditionsRead => ({
  policy: policy.policy,
  source: policy.source,
  conditions: { topology: topology ?? undefined, policyNotObserved: policy.notObserved },
});
