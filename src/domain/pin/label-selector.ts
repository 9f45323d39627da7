/** A Kubernetes `LabelSelector`, as a pool's `machineConfigSelector` holds it. */
export interface LabelSelector {
  readonly matchLabels?: Readonly<Record<string, string>>;
  readonly matchExpressions?: readonly {
    readonly key: string;
    readonly operator: string;
    readonly values?: readonly string[];
  }[];
}

/**
 * Whether a selector selects an object with these labels, as the API machinery decides it:
 * every `matchLabels` pair and every expression must hold; an empty selector selects
 * everything, a missing one nothing (the MCO renders nothing for a pool without one).
 */
export function selects(selector: LabelSelector | undefined, labels: Readonly<Record<string, string>>): boolean {
  if (!selector) return false;
  const has = (key: string) => Object.prototype.hasOwnProperty.call(labels, key);
  for (const [key, value] of Object.entries(selector.matchLabels ?? {}))
    if (!has(key) || labels[key] !== value) return false;
  for (const { key, operator, values = [] } of selector.matchExpressions ?? []) {
    const holds =
      operator === 'In'
        ? has(key) && values.includes(labels[key] as string)
        : operator === 'NotIn'
          ? !has(key) || !values.includes(labels[key] as string)
          : operator === 'Exists'
            ? has(key)
            : operator === 'DoesNotExist'
              ? !has(key)
              : false;
    if (!holds) return false;
  }
  return true;
}
