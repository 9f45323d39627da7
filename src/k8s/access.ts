import { useAccessReview } from '@openshift-console/dynamic-plugin-sdk';
import { useConsoleImpersonation } from './impersonation';
import { MachineConfigModel, MachineConfigPoolModel } from './models';

/**
 * `[allowed, loading]`: may the user patch MachineConfigPools? (The server still decides.)
 * Asked for whoever the console impersonates, as the console's own pages ask.
 */
export const usePoolPatchAccess = (): [boolean, boolean] =>
  useAccessReview(
    { group: MachineConfigPoolModel.apiGroup, resource: MachineConfigPoolModel.plural, verb: 'patch' },
    useConsoleImpersonation(),
  );

/** `[allowed, loading]`: may the user create (pin) or delete (unpin) MachineConfigs? */
export const useMachineConfigAccess = (verb: 'create' | 'delete'): [boolean, boolean] =>
  useAccessReview(
    { group: MachineConfigModel.apiGroup, resource: MachineConfigModel.plural, verb },
    useConsoleImpersonation(),
  );
