/** A Kubernetes LabelSelector (a binding's paramRef.selector, matchResources' objectSelector). */
export interface LabelSelector {
  readonly matchLabels?: Readonly<Record<string, string>>;
  readonly matchExpressions?: readonly { key: string; operator: string; values?: readonly string[] }[];
}

/** Whether `selector` selects these labels, as apimachinery decides it: `{}` selects everything. */
export function selectsLabels(selector: LabelSelector, labels: Readonly<Record<string, string>> = {}): boolean {
  const has = (key: string) => Object.prototype.hasOwnProperty.call(labels, key);
  for (const [key, value] of Object.entries(selector.matchLabels ?? {}))
    if (!has(key) || labels[key] !== value) return false;
  return (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return has(key) && values.includes(labels[key] as string);
    if (operator === 'NotIn') return !has(key) || !values.includes(labels[key] as string);
    if (operator === 'Exists') return has(key);
    if (operator === 'DoesNotExist') return !has(key);
    return false;
  });
}
