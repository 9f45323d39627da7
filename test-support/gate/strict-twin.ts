import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import type { KubeClient } from '../kube/kube-client';

const POLICIES_FILE = fileURLToPath(new URL('../../deploy/base/admission/admission-policies.yaml', import.meta.url));

type Doc = { kind: string; metadata: { name: string }; spec: Record<string, unknown> };

/** The policies and bindings of deploy/base/admission, as the cluster gets them. */
export function deployedPolicyDocuments(): Doc[] {
  return parseAllDocuments(readFileSync(POLICIES_FILE, 'utf8')).map((d) => d.toJS() as Doc);
}

/**
 * The node policy's twin with `failurePolicy: Fail` (its own name and binding): an expression
 * that fails, or params the server cannot read, then refuse instead of passing unseen, so a test
 * can tell "allowed" from "allowed because it could not be judged".
 */
export function strictTwin(): Doc[] {
  return deployedPolicyDocuments()
    .filter((d) => d.metadata.name === 'os-updates-gated-node-target')
    .map((d) =>
      d.kind === 'ValidatingAdmissionPolicy'
        ? { ...d, metadata: { name: 'strict-twin' }, spec: { ...d.spec, failurePolicy: 'Fail' } }
        : { ...d, metadata: { name: 'strict-twin' }, spec: { ...d.spec, policyName: 'strict-twin' } },
    );
}

export async function installDocuments(admin: KubeClient, docs: Doc[]): Promise<void> {
  for (const d of docs) {
    const plural =
      d.kind === 'ValidatingAdmissionPolicy' ? 'validatingadmissionpolicies' : 'validatingadmissionpolicybindings';
    await admin.ok('POST', `/apis/admissionregistration.k8s.io/v1/${plural}`, {
      apiVersion: 'admissionregistration.k8s.io/v1',
      ...d,
    });
  }
}
