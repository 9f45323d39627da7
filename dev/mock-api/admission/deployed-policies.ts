import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import type { KubeObject } from '../store';

/** The gate's admission policies, as `deploy/` ships them (`kubectl apply -k deploy/base` installs the same). */
export const DEPLOYED_POLICIES_FILE = fileURLToPath(
  new URL('../../../deploy/base/admission/admission-policies.yaml', import.meta.url),
);

/**
 * The policies and bindings of `deploy/`, read from the very file the cluster gets: the
 * demo starts with them installed, as a deployed cluster has them.
 */
export function deployedPolicies(): KubeObject[] {
  return parseAllDocuments(readFileSync(DEPLOYED_POLICIES_FILE, 'utf8')).map((d) => d.toJS() as KubeObject);
}

/** The machine-config operator's own policy on pools' selectors, as a real cluster has it. */
const MCO_POLICIES_FILE = fileURLToPath(new URL('../mco/custom-pool-selector-policy.yaml', import.meta.url));

/** The MCO's admission policies, which every OpenShift 4.22 cluster runs beside the gate's. */
export function mcoPolicies(): KubeObject[] {
  return parseAllDocuments(readFileSync(MCO_POLICIES_FILE, 'utf8')).map((d) => d.toJS() as KubeObject);
}
