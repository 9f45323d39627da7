import { useAccessReview } from '@openshift-console/dynamic-plugin-sdk';
import { MachineConfigModel, MachineConfigPoolModel } from './models';

/** `[allowed, loading]`: may the user patch MachineConfigPools? (The server still decides.) */
export const usePoolPatchAccess = (): [boolean, boolean] =>
  useAccessReview({ group: MachineConfigPoolModel.apiGroup, resource: MachineConfigPoolModel.plural, verb: 'patch' });

/** `[allowed, loading]`: may the user create (pin) or delete (unpin) MachineConfigs? */
export const useMachineConfigAccess = (verb: 'create' | 'delete'): [boolean, boolean] =>
  useAccessReview({ group: MachineConfigModel.apiGroup, resource: MachineConfigModel.plural, verb });
