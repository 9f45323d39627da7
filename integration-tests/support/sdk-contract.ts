import { createPagedConfigMaps as create } from '../../test-support/sdk-contract-cluster';
import { DEMO_API_URL } from './environment';

export { pageParameters } from '../../test-support/sdk-contract-cluster';

/** The probe plugin's page (dev/sdk-contract/webpack.config.js). */
export const PROBE_PATH = '/sdk-contract-probe';

/** More ConfigMaps than one page of the console's lists, in the test run's demo cluster. */
export const createPagedConfigMaps = (): Promise<void> => create(DEMO_API_URL);
