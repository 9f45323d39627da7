/** A JSON Patch operation (RFC 6902), as the API server takes it. */
export type PatchOperation =
  | { readonly op: 'test' | 'replace' | 'add'; readonly path: string; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: string };

export const APPROVED_CONFIG_ANNOTATION = 'os-updates.openshift.io/approved-config';

/** `~` and `/` escaped for a JSON Pointer segment (RFC 6901). */
export const pointerSegment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Approve exactly the reviewed target (DESIGN section 4): the patch applies only if the pool
 * is still paused and still targets what the admin reviewed; the API server answers 422
 * otherwise and changes nothing.
 */
export function approvePatch(reviewedTarget: string, hasAnnotations: boolean): PatchOperation[] {
  const annotation = hasAnnotations
    ? {
        op: 'add' as const,
        path: `/metadata/annotations/${pointerSegment(APPROVED_CONFIG_ANNOTATION)}`,
        value: reviewedTarget,
      }
    : { op: 'add' as const, path: '/metadata/annotations', value: { [APPROVED_CONFIG_ANNOTATION]: reviewedTarget } };
  return [
    { op: 'test', path: '/spec/paused', value: true },
    { op: 'test', path: '/spec/configuration/name', value: reviewedTarget },
    { op: 'replace', path: '/spec/paused', value: false },
    annotation,
  ];
}

/** Hold updates: pause the pool (arm the gate). */
export const holdPatch = (): PatchOperation[] => [{ op: 'add', path: '/spec/paused', value: true }];
