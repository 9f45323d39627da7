import { buildOsUpdateBundle } from '../../test-support/os-update-bundle';

/** Before the run: the specs' controllers and CLI calls start the bundle of the sources under test. */
export default function globalSetup(): void {
  buildOsUpdateBundle();
}
