/**
 * Timing- and build-independent descriptions of what the SDK returned: shapes, flags, the
 * `loadError` value's kind, an error's code; never a minified class name or a timestamp.
 */
export type Described = string | number | boolean | null | Described[] | { [key: string]: Described };

export function describeValue(value: unknown): Described {
  if (value === undefined) return 'undefined';
  if (value === '') return "''";
  if (value === null) return 'null';
  if (Array.isArray(value)) return { array: value.length };
  if (typeof value === 'boolean' || typeof value === 'number') return value;
  if (value instanceof Error) return describeError(value);
  if (typeof value === 'object') return Object.keys(value).length === 0 ? '{}' : 'object';
  return typeof value;
}

export function describeError(error: unknown): Described {
  const e = error as { message?: unknown; code?: unknown; response?: unknown; json?: unknown };
  return {
    error: error instanceof Error,
    // A uid in a message differs from run to run.
    message:
      typeof e.message === 'string' ? e.message.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, '<uid>') : 'none',
    code: typeof e.code === 'number' ? e.code : 'none',
    response: e.response instanceof Response,
    json: typeof e.json === 'object' && e.json !== null ? String((e.json as { reason?: unknown }).reason) : 'none',
  };
}

/** A watch's `[data, loaded, loadError]`, with what its items are. */
export function describeWatch([data, loaded, loadError]: readonly unknown[]): Described {
  const first = Array.isArray(data) ? (data[0] as { kind?: string; spec?: unknown } | undefined) : undefined;
  return {
    data: describeValue(data),
    loaded: describeValue(loaded),
    loadError: describeValue(loadError),
    ...(first ? { itemKind: first.kind ?? 'none', itemHasSpec: first.spec !== undefined } : {}),
  };
}

/** A list of objects as k8sListItems returns it: how many, and what their items say they are. */
export function describeItems(items: unknown): Described {
  if (!Array.isArray(items)) return describeValue(items);
  const kinds = [...new Set(items.map((i: { kind?: string }) => i.kind ?? 'none'))];
  const versions = [...new Set(items.map((i: { apiVersion?: string }) => i.apiVersion ?? 'none'))];
  return { array: items.length, kinds, apiVersions: versions };
}

export function describeObject(object: unknown): Described {
  const o = object as { kind?: string; apiVersion?: string; metadata?: { name?: string } } | undefined;
  if (!o || typeof o !== 'object') return describeValue(object);
  return { kind: o.kind ?? 'none', apiVersion: o.apiVersion ?? 'none', name: o.metadata?.name ?? 'none' };
}
