import { buildOsUpdateBundle } from './os-update-bundle';

/** Before any test file: the controller tests start the bundle of the sources under test. */
export default function setup(): void {
  buildOsUpdateBundle();
}
