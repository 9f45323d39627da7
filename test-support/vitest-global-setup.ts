import { kubeBinaries } from './kube/binaries';
import { buildOsUpdateBundle } from './os-update-bundle';

/**
 * Before any test file: the controller tests start the bundle of the sources under test, and the
 * real-server tests the control plane built from dev/kube (built once per machine, cached).
 */
export default function setup(): void {
  buildOsUpdateBundle();
  kubeBinaries();
}
