import { Content } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { usePoolPatchAccess } from '../../k8s/access';
import { I18N_NAMESPACE } from '../i18n';

/** Why a reader sees no Approve or Hold: said once per page. */
export function ViewerNote() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [allowed, checking] = usePoolPatchAccess();
  if (checking || allowed) return null;
  return (
    <Content component="small" data-test="no-permission">
      {t(
        'You can review OS updates but not approve or hold them: approving needs the "patch" permission on MachineConfigPools.',
      )}
    </Content>
  );
}
