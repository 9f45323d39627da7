/**
 * A time as kube-apiserver writes a `metav1.Time` of a built-in kind (a creationTimestamp, a
 * PodDisruptionBudget's condition): RFC 3339 to the second, the milliseconds dropped.
 */
export const kubeTime = (ms: number = Date.now()): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
