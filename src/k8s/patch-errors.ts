import { errorMessageOf as messageOf, statusCodeOf } from './api-errors';

/**
 * What a refused or failed patch means for the admin:
 * - `moved`: 422/409, a `test` failed or someone else changed the pool first. Nothing changed.
 * - `forbidden`: 403, the user may not patch MachineConfigPools.
 * - `policy`: an admission policy refused the change (kube-apiserver's message names it, with
 *   the policy's reason: Forbidden for the gate's own, 403; Invalid by default, 422). Nothing
 *   changed; neither a missing permission nor a moved target.
 * - `unknown`: 5xx or no answer: the patch may or may not have applied; re-read the pool.
 */
export type PatchFailure =
  | { readonly kind: 'moved'; readonly code: number; readonly message: string }
  | { readonly kind: 'forbidden'; readonly message: string }
  | { readonly kind: 'policy'; readonly code: number; readonly message: string }
  | { readonly kind: 'invalid'; readonly code: number; readonly message: string }
  | { readonly kind: 'unknown'; readonly code?: number; readonly message: string };

export function classifyPatchError(error: unknown): PatchFailure {
  const code = statusCodeOf(error);
  const message = messageOf(error);
  if (
    (code === 403 || code === 422) &&
    /^ValidatingAdmissionPolicy '[^']+' with binding '[^']+' denied request/.test(message)
  )
    return { kind: 'policy', code, message };
  if (code === 422 || code === 409) return { kind: 'moved', code, message: messageOf(error) };
  if (code === 403) return { kind: 'forbidden', message: messageOf(error) };
  if (code !== undefined && code >= 400 && code < 500) return { kind: 'invalid', code, message: messageOf(error) };
  return { kind: 'unknown', code, message: messageOf(error) };
}
