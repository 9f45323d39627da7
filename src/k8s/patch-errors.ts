import { errorMessageOf as messageOf, statusCodeOf } from './api-errors';

/**
 * What a refused or failed patch means for the admin:
 * - `moved`: 422/409, a `test` failed or someone else changed the pool first. Nothing changed.
 * - `forbidden`: 403, the user may not patch MachineConfigPools.
 * - `unknown`: 5xx or no answer: the patch may or may not have applied; re-read the pool.
 */
export type PatchFailure =
  | { readonly kind: 'moved'; readonly code: number; readonly message: string }
  | { readonly kind: 'forbidden'; readonly message: string }
  | { readonly kind: 'invalid'; readonly code: number; readonly message: string }
  | { readonly kind: 'unknown'; readonly code?: number; readonly message: string };

export function classifyPatchError(error: unknown): PatchFailure {
  const code = statusCodeOf(error);
  if (code === 422 || code === 409) return { kind: 'moved', code, message: messageOf(error) };
  if (code === 403) return { kind: 'forbidden', message: messageOf(error) };
  if (code !== undefined && code >= 400 && code < 500) return { kind: 'invalid', code, message: messageOf(error) };
  return { kind: 'unknown', code, message: messageOf(error) };
}
