import { badRequest } from './status';
import type { KubeObject } from './store';

type Requirement = (labels: Record<string, string>) => boolean;

/** Parses a label selector: `a=b`, `a==b`, `a!=b`, `a`, `!a`, `a in (x,y)`, `a notin (x,y)`. */
export function parseLabelSelector(selector: string): Requirement[] {
  const parts = selector.match(/[^,(]+(\([^)]*\))?/g) ?? [];
  return parts
    .map((p) => p.trim().replace(/^,/, '').trim())
    .filter((p) => p !== '')
    .map((part): Requirement => {
      let m = /^([\w./-]+)\s+(in|notin)\s+\(([^)]*)\)$/.exec(part);
      if (m) {
        const [, key = '', op, list = ''] = m;
        const values = new Set(list.split(',').map((v) => v.trim()));
        return op === 'in'
          ? (l) => key in l && values.has(l[key] as string)
          : (l) => !(key in l) || !values.has(l[key] as string);
      }
      m = /^([\w./-]+)\s*(==|=|!=)\s*([\w.-]*)$/.exec(part);
      if (m) {
        const [, key = '', op, value = ''] = m;
        return op === '!=' ? (l) => l[key] !== value : (l) => key in l && l[key] === value;
      }
      m = /^(!?)([\w./-]+)$/.exec(part);
      if (m) {
        const [, not, key = ''] = m;
        return not ? (l) => !(key in l) : (l) => key in l;
      }
      throw badRequest(`unable to parse requirement: "${part}"`);
    });
}

/**
 * Fields the API server lets a selector name: every object's name and namespace, and the
 * kinds' own (Events: kubernetes pkg/apis/core/v1 `AddFieldLabelConversionsForEvent`; Pods:
 * `AddFieldLabelConversionsForPod`, of which the demo serves the two its readers use).
 */
const COMMON_FIELDS = ['metadata.name', 'metadata.namespace'];
const KIND_FIELDS = new Map<string, readonly string[]>([
  ['Event', ['involvedObject.name', 'involvedObject.kind', 'reason', 'type']],
  ['Pod', ['spec.nodeName', 'status.phase']],
]);

const readField = (o: KubeObject, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], o);

/** Parses a field selector over objects of `kind` (the fields its API serves). */
export function parseFieldSelector(selector: string, kind?: string): ((o: KubeObject) => boolean)[] {
  const fields = new Set([...COMMON_FIELDS, ...(kind === undefined ? [] : (KIND_FIELDS.get(kind) ?? []))]);
  return selector
    .split(',')
    .filter((p) => p.trim() !== '')
    .map((part) => {
      const m = /^\s*([\w.]+)\s*(==|=|!=)\s*(.*?)\s*$/.exec(part);
      if (!m) throw badRequest(`invalid field selector: "${part}"`);
      const [, field, op, value] = m;
      const read = (o: KubeObject) => readField(o, field as string);
      if (!fields.has(field as string))
        throw badRequest(
          `"${field}" is not a known field selector: only ${[...fields].map((f) => `"${f}"`).join(', ')}`,
        );
      return op === '!=' ? (o: KubeObject) => read(o) !== value : (o: KubeObject) => read(o) === value;
    });
}

export function selectObjects(
  items: readonly KubeObject[],
  labelSelector?: string | null,
  fieldSelector?: string | null,
  kind?: string,
): KubeObject[] {
  const labels = labelSelector ? parseLabelSelector(labelSelector) : [];
  const fields = fieldSelector ? parseFieldSelector(fieldSelector, kind) : [];
  if (labels.length === 0 && fields.length === 0) return [...items];
  return items.filter((o) => labels.every((r) => r(o.metadata.labels ?? {})) && fields.every((f) => f(o)));
}

/** A selector object (`matchLabels`, `matchExpressions`), as a pool's `machineConfigSelector` holds it. */
export interface SelectorObject {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

/** Whether a selector object selects these labels; a missing selector selects nothing. */
export function selectorObjectMatches(selector: SelectorObject | undefined, labels: Record<string, string>): boolean {
  if (!selector) return false;
  const requirements = [
    ...Object.entries(selector.matchLabels ?? {}).map(([k, v]) => `${k}=${v}`),
    ...(selector.matchExpressions ?? []).map(({ key, operator, values = [] }) => {
      const op = { In: 'in', NotIn: 'notin' }[operator];
      if (op) return `${key} ${op} (${values.join(',')})`;
      if (operator === 'Exists') return key;
      if (operator === 'DoesNotExist') return `!${key}`;
      throw badRequest(`"${operator}" is not a valid label selector operator`);
    }),
  ];
  return parseLabelSelector(requirements.join(',')).every((r) => r(labels));
}
