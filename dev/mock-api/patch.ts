import jsonpatch, { type JsonPatchError, type Operation } from 'fast-json-patch';
import { ApiError, badRequest, invalid } from './status';
import type { KubeObject } from './store';

/** RFC 7386 merge patch: objects merge, `null` deletes, anything else replaces. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return patch;
  const result: Record<string, unknown> =
    typeof target === 'object' && target !== null && !Array.isArray(target)
      ? { ...(target as Record<string, unknown>) }
      : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

const parse = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch (error) {
    throw badRequest(`the body of the request was in an unknown format: ${(error as Error).message}`);
  }
};

// What kube-apiserver's patch handler accepts (its 415 lists them): a custom resource has no
// Go type for a strategic merge; server-side apply is listed, and not served here.
const CUSTOM_RESOURCE_PATCHES = [
  'application/json-patch+json',
  'application/merge-patch+json',
  'application/apply-patch+yaml',
];
const BUILT_IN_PATCHES = [
  'application/json-patch+json',
  'application/merge-patch+json',
  'application/strategic-merge-patch+json',
  'application/apply-patch+yaml',
];

/**
 * Applies a patch as the API server does. JSON Patch (RFC 6902) through fast-json-patch:
 * a malformed patch is 400, a failed `test` or a path that does not apply is 422.
 */
export function applyPatch(
  current: () => KubeObject,
  contentType: string,
  body: string,
  customResource: boolean,
): KubeObject {
  const type = contentType.split(';')[0]?.trim();
  const accepted = customResource ? CUSTOM_RESOURCE_PATCHES : BUILT_IN_PATCHES;
  if (type === 'application/apply-patch+yaml')
    throw new ApiError(415, 'UnsupportedMediaType', "the demo's API server does not serve server-side apply");
  if (!type || !accepted.includes(type))
    throw new ApiError(
      415,
      'UnsupportedMediaType',
      `the body of the request was in an unknown format - accepted media types include: ${accepted.join(', ')}`,
    );
  const patch = parse(body);
  const object = current();
  if (type === 'application/json-patch+json') {
    if (!Array.isArray(patch)) throw badRequest('json patch must be an array of operations');
    const problem = jsonpatch.validate(patch as Operation[]);
    if (problem && problem.name !== 'TEST_OPERATION_FAILED' && problem.name !== 'OPERATION_PATH_UNRESOLVABLE') {
      throw badRequest(`invalid json patch: ${problem.message.split('\n')[0]}`);
    }
    try {
      return jsonpatch.applyPatch(object, patch as Operation[], true, false).newDocument;
    } catch (error) {
      const e = error as JsonPatchError;
      if (e.name === 'TEST_OPERATION_FAILED') {
        // kube-apiserver says no more (its jsonpatch error is not passed on).
        throw invalid('the server rejected our request due to an error in our request');
      }
      throw invalid(`the server rejected our request due to an error in our request: ${e.message.split('\n')[0]}`);
    }
  }
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch))
    throw badRequest('merge patch must be a JSON object');
  return mergePatch(object, patch) as KubeObject;
}
