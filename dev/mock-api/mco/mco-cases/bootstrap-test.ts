/**
 * Cases of pkg/controller/bootstrap/bootstrap_test.go (release-4.22), TestBootstrapRun: each
 * role's rendered config has the generated registries.conf, and no /etc/kubernetes/kubelet-ca.crt
 * (4.22's daemon writes the CA bundles from the ControllerConfig: certificate_writer.go).
 */
export interface BootstrapCase {
  readonly test: 'TestBootstrapRun';
  readonly pool: 'master' | 'worker';
  readonly absentPath: string;
  readonly registriesPath: string;
  /** The mirror of the cluster's ImageDigestMirrorSet, in registries.conf. */
  readonly registriesContain: string;
}

export const BOOTSTRAP_TEST_CASES: readonly BootstrapCase[] = (['master', 'worker'] as const).map((pool) => ({
  test: 'TestBootstrapRun',
  pool,
  absentPath: '/etc/kubernetes/kubelet-ca.crt',
  registriesPath: '/etc/containers/registries.conf',
  registriesContain: 'registry.mirror.example.com:5000',
}));
