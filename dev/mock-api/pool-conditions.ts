/** A pool condition as the controllers write it. */
export interface Condition {
  type: string;
  status: string;
  reason?: string;
  message?: string;
  lastTransitionTime?: string;
}

/** A condition's lastTransitionTime moves only when its status does, as the API's conventions say. */
export function keepTransitionTimes(before: Condition[], after: Condition[]): Condition[] {
  const old = new Map(before.map((c) => [c.type, c]));
  return after.map((c) => {
    const prior = old.get(c.type);
    return prior && prior.status === c.status ? { ...c, lastTransitionTime: prior.lastTransitionTime } : c;
  });
}

/**
 * RenderDegraded is the render controller's to write: the node controller keeps it, and the pool
 * is Degraded when its nodes or its render are (node/status.go calculateStatus).
 */
export function withRenderDegraded(computed: Condition[], before: Condition[]): Condition[] {
  const render = before.find((c) => c.type === 'RenderDegraded');
  if (!render) return computed;
  const kept = computed.map((c) => (c.type === 'RenderDegraded' ? render : c));
  if (render.status !== 'True') return kept;
  return kept.map((c) => (c.type === 'Degraded' ? { ...c, status: 'True' } : c));
}
