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

/**
 * Applies a patch as the API server does. JSON Patch (RFC 6902) through fast-json-patch:
 * a malformed patch is 400, a failed `test` or a path that does not apply is 422.
 */
export function applyPatch(object: KubeObject, contentType: string, body: string): KubeObject {
  const type = contentType.split(';')[0]?.trim();
  const patch = parse(body);
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
        const op = e.operation as { path?: string };
        throw invalid(
          `the server rejected our request due to an error in our request: testing value ${op?.path ?? ''} failed`,
        );
      }
      throw invalid(`the server rejected our request due to an error in our request: ${e.message.split('\n')[0]}`);
    }
  }
  if (type === 'application/merge-patch+json' || type === 'application/strategic-merge-patch+json') {
    if (typeof patch !== 'object' || patch === null || Array.isArray(patch))
      throw badRequest('merge patch must be a JSON object');
    return mergePatch(object, patch) as KubeObject;
  }
  throw new ApiError(
    415,
    'UnsupportedMediaType',
    `the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/strategic-merge-patch+json (got ${type})`,
  );
}
