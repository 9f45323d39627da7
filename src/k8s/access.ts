import { useAccessReview } from '@openshift-console/dynamic-plugin-sdk';
import { MachineConfigPoolModel } from './models';

/** `[allowed, loading]`: may the user patch MachineConfigPools? (The server still decides.) */
export const usePoolPatchAccess = (): [boolean, boolean] =>
  useAccessReview({ group: MachineConfigPoolModel.apiGroup, resource: MachineConfigPoolModel.plural, verb: 'patch' });
