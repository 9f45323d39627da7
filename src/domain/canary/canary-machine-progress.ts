/**
 * Where one canary machine stands in the canary's update, from what its machine-config daemon
 * reports: `state` alone says nothing of which config ("Done" is also a machine that has not
 * started), so the config it runs decides. The canary's rendered config and the parent's
 * reviewed one carry the same content: a machine on either is updated.
 */
export type CanaryMachineProgress = 'waiting' | 'updating' | 'updated' | 'degraded';

export function canaryMachineProgress(
  machine: { readonly currentConfig?: string; readonly state?: string },
  canaryConfig: string | undefined,
  reviewedTarget: string | undefined,
): CanaryMachineProgress {
  if (machine.state === 'Degraded' || machine.state === 'Unreconcilable') return 'degraded';
  if (machine.state === 'Working') return 'updating';
  const on = machine.currentConfig !== undefined && [canaryConfig, reviewedTarget].includes(machine.currentConfig);
  return on && machine.state === 'Done' ? 'updated' : 'waiting';
}
