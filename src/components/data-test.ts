/** Every `data-test` id the page exposes (DESIGN section 7): tests outside rely on them. */
export const dataTest = {
  pool: (name: string) => `pool-${name}`,
  poolState: 'pool-state',
  diffCount: (kind: string) => `diff-count-${kind}`,
  approve: 'approve',
  hold: 'hold',
  confirmApprove: 'confirm-approve',
  approveError: 'approve-error',
  releaseInfoProblem: 'release-info-problem',
  clusterRelease: 'cluster-release',
} as const;
