import { errorMessageOf as messageOf, statusCodeOf } from './api-errors';

/**
 * What a refused or failed patch means for the admin:
 * - `moved`: 422/409, a `test` failed or someone else changed the pool first. Nothing changed.
 * - `forbidden`: 403, the user may not patch MachineConfigPools.
 * - `policy`: an admission policy refused the change (kube-apiserver's message names it, with
 *   the policy's reason: Forbidden for the gate's own, 403; Invalid by default, 422). Nothing
 *   changed; neither a missing permission nor a moved target. kube-apiserver words it
 *   `<resource> "<name>" is forbidden: ValidatingAdmissionPolicy '<policy>' with binding
 *   '<binding>' denied request: <the policy's message>` (k8s.io/apiserver admission.NewForbidden).
 * - `unknown`: 5xx or no answer: the patch may or may not have applied; re-read the pool.
 */
export type PatchFailure =
  | { readonly kind: 'moved'; readonly code: number; readonly message: string }
  | { readonly kind: 'forbidden'; readonly message: string }
  | {
      readonly kind: 'policy';
      readonly code: number;
      readonly message: string;
      /** The refusing policy's name. */
      readonly policy: string;
      /** One of the OS updates gate's own policies (deploy/base/admission). */
      readonly gate: boolean;
      /** What the policy itself said, without the API server's preamble. */
      readonly reason: string;
    }
  | { readonly kind: 'invalid'; readonly code: number; readonly message: string }
  | { readonly kind: 'unknown'; readonly code?: number; readonly message: string };

// The preamble (`<resource> "<name>" is forbidden: `) is optional: older servers and proxies drop it.
const POLICY_REFUSAL =
  /^(?:[a-z0-9.-]+ "[^"]*" is forbidden: )?ValidatingAdmissionPolicy '([^']+)'(?: with binding '[^']+')? denied request: ([\s\S]*)$/;

export function classifyPatchError(error: unknown): PatchFailure {
  const code = statusCodeOf(error);
  const message = messageOf(error);
  const refusal = POLICY_REFUSAL.exec(message);
  if ((code === 403 || code === 422) && refusal) {
    const policy = refusal[1] as string;
    return {
      kind: 'policy',
      code,
      message,
      policy,
      gate: policy.startsWith('os-updates-'),
      reason: refusal[2] as string,
    };
  }
  if (code === 422 || code === 409) return { kind: 'moved', code, message: messageOf(error) };
  if (code === 403) return { kind: 'forbidden', message: messageOf(error) };
  if (code !== undefined && code >= 400 && code < 500) return { kind: 'invalid', code, message: messageOf(error) };
  return { kind: 'unknown', code, message: messageOf(error) };
}
