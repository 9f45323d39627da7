/**
 * The OS image stream cases of pkg/controller/render/render_controller_test.go (release-4.22):
 * which stream a pool renders from (getOSImageStreamNameForPool → GetEffectiveOSImageStreamName)
 * and which pools are custom (IsCustomPool: all but master, worker and arbiter), as data.
 * An expected stream of '' is the MCO's "use the default stream".
 */
export interface StreamCase {
  readonly test: string;
  readonly step: string;
  readonly pool: { readonly name: string; readonly stream?: string };
  /** worker's stream; null: the cluster has no worker pool. */
  readonly worker: { readonly stream?: string } | null;
  readonly expected: string;
}

const isCustom = (step: string, name: string, custom: boolean): StreamCase => ({
  test: 'TestIsCustomPool',
  step,
  // A custom pool without a stream inherits worker's: that is what being custom changes.
  pool: { name },
  worker: name === 'worker' ? null : { stream: 'rhel-9' },
  expected: custom ? 'rhel-9' : '',
});

export const STREAM_CASES: readonly StreamCase[] = [
  isCustom('master pool is not custom', 'master', false),
  isCustom('worker pool is not custom', 'worker', false),
  isCustom('arbiter pool is not custom', 'arbiter', false),
  isCustom('infra pool is custom', 'infra', true),
  isCustom('custom-role pool is custom', 'custom-role', true),
  {
    test: 'TestGetOSImageStreamNameForPool',
    step: 'custom pool with explicit stream uses explicit stream',
    pool: { name: 'infra', stream: 'rhel-10' },
    worker: { stream: 'rhel-9' },
    expected: 'rhel-10',
  },
  {
    test: 'TestGetOSImageStreamNameForPool',
    step: 'custom pool without stream inherits from worker',
    pool: { name: 'infra' },
    worker: { stream: 'rhel-9' },
    expected: 'rhel-9',
  },
  {
    test: 'TestGetOSImageStreamNameForPool',
    step: 'custom pool without stream, worker has no stream, uses default',
    pool: { name: 'infra' },
    worker: {},
    expected: '',
  },
  {
    test: 'TestGetOSImageStreamNameForPool',
    step: "custom pool without stream, worker doesn't exist, uses default",
    pool: { name: 'infra' },
    worker: null,
    expected: '',
  },
  {
    test: 'TestGetOSImageStreamNameForPool',
    step: 'standard pool (master) with explicit stream uses explicit stream',
    pool: { name: 'master', stream: 'rhel-10' },
    worker: { stream: 'rhel-9' },
    expected: 'rhel-10',
  },
  {
    test: 'TestGetOSImageStreamNameForPool',
    step: 'standard pool (worker) without stream uses default',
    pool: { name: 'worker' },
    worker: null,
    expected: '',
  },
  {
    test: 'TestGetOSImageStreamNameForPool',
    step: 'standard pool (arbiter) without stream uses default',
    pool: { name: 'arbiter' },
    worker: null,
    expected: '',
  },
];
