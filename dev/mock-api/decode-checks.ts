import type { ResourceType } from './resource-types';
import { ApiError } from './status';
import type { KubeObject } from './store';

/** Go's layout for metav1.MicroTime (RFC3339Micro): six fractional digits, always. */
const MICRO_LAYOUT = '2006-01-02T15:04:05.000000Z07:00';
const MICRO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}(Z|[+-]\d{2}:\d{2})$/;

/** The MicroTime fields of the kinds whose clients here write them (a Lease's leader election). */
const MICRO_TIME_FIELDS: ReadonlyMap<string, readonly (readonly string[])[]> = new Map([
  [
    'coordination.k8s.io/Lease',
    [
      ['spec', 'acquireTime'],
      ['spec', 'renewTime'],
    ],
  ],
]);

const at = (object: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (o, key) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined),
    object,
  );

/** Go's time.Parse error for a value off the layout: where the fraction is, what it could not read. */
function parseError(value: string): string {
  const fraction = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(.*)$/.exec(value)?.[1];
  const rest = fraction === undefined ? value : fraction;
  const expected = fraction === undefined ? '2006' : '.000000';
  return `parsing time "${value}" as "${MICRO_LAYOUT}": cannot parse "${rest}" as "${expected}"`;
}

/**
 * What kube-apiserver refuses before anything else looks at a write: a body its Go types
 * cannot decode. A Lease's times are MicroTime, parsed with exactly six fractional digits; a
 * JavaScript Date's three are refused with a 400 (the demo once let the controller's leader
 * election write them, which no real cluster would take).
 */
export function checkDecodable(type: ResourceType, object: KubeObject): void {
  const fields = MICRO_TIME_FIELDS.get(`${type.group}/${type.kind}`);
  for (const path of fields ?? []) {
    const value = at(object, path);
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && MICRO.test(value)) continue;
    const version = (object.apiVersion ?? '').split('/').pop();
    throw new ApiError(
      400,
      'BadRequest',
      `${type.kind} in version "${version}" cannot be handled as a ${type.kind}: ${parseError(String(value))}`,
    );
  }
}
