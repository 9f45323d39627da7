import { HttpError, k8sGet, k8sListItems } from '@openshift-console/dynamic-plugin-sdk';
import { readPreflight, type PreflightFacts, type PreflightSource } from '../domain/preflight/read-preflight';
import { UNFINISHED_PODS } from '../domain/preflight/drain-blockers';
import { MachineConfigNodeModel, NodeModel, PodDisruptionBudgetModel, PodModel } from './models';
import type { MachineConfigPool } from './resources';

/** The pre-flight's reads through the console's SDK (its proxy, the admin's identity). */
const consoleSource: PreflightSource = {
  nodes: (selector) => k8sListItems({ model: NodeModel, queryParams: { labelSelector: selector } }),
  machineConfigNode: async (name) => {
    try {
      return await k8sGet({ model: MachineConfigNodeModel, name });
    } catch (error) {
      // A cluster before 4.22, or a machine without one yet: its pool is told by the selector.
      if (error instanceof HttpError && (error.code === 404 || error.code === 403)) return undefined;
      throw error;
    }
  },
  budgets: () => k8sListItems({ model: PodDisruptionBudgetModel, queryParams: {} }),
  pods: (ns, selector) =>
    k8sListItems({ model: PodModel, queryParams: { ns, labelSelector: selector, fieldSelector: UNFINISHED_PODS } }),
};

/** `pool`'s pre-flight, read through the console (loaded with the first pre-flight read). */
export const readPoolPreflight = (pool: MachineConfigPool): Promise<PreflightFacts> =>
  readPreflight(consoleSource, {
    name: pool.metadata?.name ?? '',
    nodeSelector: pool.spec?.nodeSelector,
    maxUnavailable: pool.spec?.maxUnavailable,
  });
