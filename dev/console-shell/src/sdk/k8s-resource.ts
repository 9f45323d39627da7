import type {
  K8sModel,
  k8sGet as SdkK8sGet,
  k8sList as SdkK8sList,
  k8sListItems as SdkK8sListItems,
  k8sPatch as SdkK8sPatch,
  k8sCreate as SdkK8sCreate,
  k8sUpdate as SdkK8sUpdate,
  k8sDelete as SdkK8sDelete,
} from '@openshift-console/dynamic-plugin-sdk';
import { consoleFetchJSON } from './console-fetch';

type Selector = {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
};

const expression = ({ key, operator, values = [] }: NonNullable<Selector['matchExpressions']>[number]): string => {
  switch (operator) {
    case 'Exists':
      return key;
    case 'DoesNotExist':
      return `!${key}`;
    case 'In':
      return `${key} in (${values.join(',')})`;
    case 'NotIn':
      return `${key} notin (${values.join(',')})`;
    case 'NotEquals':
      return `${key}!=${values[0] ?? ''}`;
    default:
      return `${key}=${values[0] ?? ''}`;
  }
};

/** `a=b,c in (d,e),f` from `{matchLabels, matchExpressions}` as the console's k8s helpers do; strings pass through. */
const selectorString = (selector: unknown): string | undefined => {
  if (typeof selector === 'string') return selector;
  const { matchLabels = {}, matchExpressions = [] } = (selector as Selector | undefined) ?? {};
  const parts = [
    ...Object.entries(matchLabels).map(([k, v]) => (v === '' ? k : `${k}=${v}`)),
    ...matchExpressions.map(expression),
  ];
  return parts.length ? parts.join(',') : undefined;
};

/** `/api/kubernetes/apis/<group>/<version>/[namespaces/<ns>/]<plural>[/<name>]?query` */
export function resourceURL(
  model: K8sModel,
  opts: { ns?: string; name?: string; path?: string; queryParams?: Record<string, unknown> } = {},
): string {
  const prefix = model.apiGroup
    ? `/api/kubernetes/apis/${model.apiGroup}/${model.apiVersion}`
    : `/api/kubernetes/api/${model.apiVersion}`;
  // The namespace comes as an option, or inside queryParams as the console's k8sList takes it.
  const { ns, ...query } = { ns: opts.ns, ...opts.queryParams };
  const namespace = typeof ns === 'string' ? ns : undefined;
  let url = `${prefix}${model.namespaced && namespace ? `/namespaces/${encodeURIComponent(namespace)}` : ''}/${model.plural}`;
  if (opts.name) url += `/${encodeURIComponent(opts.name)}`;
  if (opts.path) url += `/${opts.path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = key === 'labelSelector' ? selectorString(value) : value === undefined ? undefined : String(value);
    if (text) params.set(key, text);
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export const k8sGet = ((options: {
  model: K8sModel;
  name?: string;
  ns?: string;
  path?: string;
  queryParams?: Record<string, string>;
  requestInit?: RequestInit;
}) => consoleFetchJSON(resourceURL(options.model, options), 'GET', options.requestInit)) as typeof SdkK8sGet;

export const k8sList = (async (options: {
  model: K8sModel;
  queryParams: Record<string, unknown>;
  requestInit?: RequestInit;
}) => {
  const list = await consoleFetchJSON(
    resourceURL(options.model, { queryParams: options.queryParams }),
    'GET',
    options.requestInit,
  );
  return (list as { items?: unknown[] }).items ?? [];
}) as typeof SdkK8sList;

export const k8sListItems = k8sList as unknown as typeof SdkK8sListItems;

/** JSON Patch, sent as `application/json-patch+json` like the console does. */
export const k8sPatch = ((options: {
  model: K8sModel;
  resource: { metadata?: { name?: string; namespace?: string } };
  data: unknown[];
  path?: string;
}) =>
  consoleFetchJSON(
    resourceURL(options.model, {
      ns: options.resource.metadata?.namespace,
      name: options.resource.metadata?.name,
      path: options.path,
    }),
    'PATCH',
    {
      headers: { 'Content-Type': 'application/json-patch+json' },
      body: JSON.stringify(options.data),
    },
  )) as typeof SdkK8sPatch;

export const k8sCreate = ((options: { model: K8sModel; data: { metadata?: { namespace?: string } } }) =>
  consoleFetchJSON(resourceURL(options.model, { ns: options.data.metadata?.namespace }), 'POST', {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(options.data),
  })) as typeof SdkK8sCreate;

export const k8sUpdate = ((options: { model: K8sModel; data: { metadata?: { name?: string; namespace?: string } } }) =>
  consoleFetchJSON(
    resourceURL(options.model, { ns: options.data.metadata?.namespace, name: options.data.metadata?.name }),
    'PUT',
    {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(options.data),
    },
  )) as typeof SdkK8sUpdate;

/** Deletes with DeleteOptions in the body (preconditions, propagation), like the console does. */
export const k8sDelete = ((options: {
  model: K8sModel;
  resource: { metadata?: { name?: string; namespace?: string } };
  json?: Record<string, unknown>;
  requestInit?: RequestInit;
}) =>
  consoleFetchJSON(
    resourceURL(options.model, { ns: options.resource.metadata?.namespace, name: options.resource.metadata?.name }),
    'DELETE',
    {
      ...options.requestInit,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(options.json ?? { kind: 'DeleteOptions', apiVersion: 'v1' }),
    },
  )) as typeof SdkK8sDelete;
