import type { KubeObject } from '../store';

const CURRENT = 'machineconfiguration.openshift.io/currentConfig';
const DESIRED = 'machineconfiguration.openshift.io/desiredConfig';
const CURRENT_IMAGE = 'machineconfiguration.openshift.io/currentImage';
const DESIRED_IMAGE = 'machineconfiguration.openshift.io/desiredImage';
const STATE = 'machineconfiguration.openshift.io/state';

interface NodeConditions {
  readonly conditions?: readonly { readonly type: string; readonly status: string }[];
}

/**
 * `LayeredNodeState.CheckNodeReady` (release-4.22 pkg/controller/common/layered_node_state.go):
 * Ready True, no disk pressure, the network available, and not cordoned.
 */
export function isNodeReady(node: KubeObject): boolean {
  for (const c of (node.status as NodeConditions | undefined)?.conditions ?? []) {
    if (c.type === 'Ready' && c.status !== 'True') return false;
    if (c.type === 'DiskPressure' && c.status !== 'False') return false;
    if (c.type === 'NetworkUnavailable' && c.status !== 'False') return false;
  }
  return (node.spec as { unschedulable?: boolean } | undefined)?.unschedulable !== true;
}

/** `IsNodeDone`: its config reached (both named), its image too where it has one, the daemon Done. */
function isDone(a: Readonly<Record<string, string>>): boolean {
  if (!a[CURRENT] || !a[DESIRED] || a[CURRENT] !== a[DESIRED]) return false;
  const images = CURRENT_IMAGE in a || DESIRED_IMAGE in a;
  if (images && (!a[DESIRED_IMAGE] || !a[CURRENT_IMAGE] || a[CURRENT_IMAGE] !== a[DESIRED_IMAGE])) return false;
  return a[STATE] === 'Done';
}

/** `IsNodeMCDFailing`: moving, and its daemon Degraded or Unreconcilable (so it may be retargeted). */
const isFailing = (a: Readonly<Record<string, string>>) =>
  a[CURRENT] !== a[DESIRED] && (a[STATE] === 'Degraded' || a[STATE] === 'Unreconcilable');

export const isFailingUpdate = (node: KubeObject): boolean => isFailing(node.metadata.annotations ?? {});

/**
 * Whether the node controller counts a machine unavailable (`IsUnavailableForUpdate`, what
 * `getUnavailableMachines` lists): not ready, or not done and not failing. It is the pool's
 * `unavailableMachineCount`, and what uses up `maxUnavailable` before any machine starts
 * (`getAllCandidateMachines`).
 */
export function isUnavailableForUpdate(node: KubeObject): boolean {
  if (!isNodeReady(node)) return true;
  const a = node.metadata.annotations ?? {};
  if (isDone(a)) return false;
  return !isFailing(a);
}
