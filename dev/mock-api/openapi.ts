import { RESOURCE_TYPES } from './resource-types';

const groupPath = (group: string, version: string) => (group ? `apis/${group}/${version}` : `api/${version}`);

/**
 * The OpenAPI v3 discovery kubectl validates `apply` and `create` against: one document per
 * group version, each kind an object schema that keeps unknown fields (as a CRD without a
 * structural schema), so that the server, not the client, judges what is sent.
 */
export function openApiIndex() {
  const paths = Object.fromEntries(
    [...new Set(RESOURCE_TYPES.map((t) => groupPath(t.group, t.version)))].map((p) => [
      p,
      { serverRelativeURL: `/openapi/v3/${p}` },
    ]),
  );
  return { paths };
}

export function openApiDocument(path: string) {
  const types = RESOURCE_TYPES.filter((t) => `/openapi/v3/${groupPath(t.group, t.version)}` === path);
  if (types.length === 0) return undefined;
  const schemas = Object.fromEntries(
    types.map((t) => [
      `${t.group || 'core'}.${t.version}.${t.kind}`,
      {
        type: 'object',
        'x-kubernetes-group-version-kind': [{ group: t.group, version: t.version, kind: t.kind }],
        'x-kubernetes-preserve-unknown-fields': true,
      },
    ]),
  );
  // kubectl looks up each kind's operations to learn the server takes `fieldValidation`.
  const operation = (t: (typeof types)[number]) => ({
    'x-kubernetes-group-version-kind': { group: t.group, version: t.version, kind: t.kind },
    parameters: [{ name: 'fieldValidation', in: 'query', schema: { type: 'string' } }],
    responses: { '200': { description: 'OK' } },
  });
  const paths = Object.fromEntries(
    types.flatMap((t) => {
      const base = `/${groupPath(t.group, t.version)}${t.namespaced ? '/namespaces/{namespace}' : ''}/${t.plural}`;
      return [
        [base, { post: operation(t) }],
        [`${base}/{name}`, { patch: operation(t), put: operation(t) }],
      ];
    }),
  );
  return { openapi: '3.0.0', info: { title: 'os-update demo', version: 'v1' }, paths, components: { schemas } };
}
