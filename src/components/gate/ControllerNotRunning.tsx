import { Alert } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { CONTROLLER_LEASE, CONTROLLER_NAMESPACE } from '../../k8s/api';
import { useControllerHealth } from '../hooks/use-controller-health';
import { I18N_NAMESPACE } from '../i18n';

/** Said once per page when the in-cluster controller has no heartbeat: why nothing is published. */
export function ControllerNotRunning() {
  const { t } = useTranslation(I18N_NAMESPACE);
  if (useControllerHealth() !== 'stopped') return null;
  return (
    <Alert
      isInline
      variant="warning"
      data-test="controller-not-running"
      title={t('The OS update controller is not running')}
    >
      {t(
        'No replica holds its Lease {{leaseNamespace}}/{{lease}}: release info for new OS images is not published, and pools set to review every OS update are not held again after their rollouts. Deploy it with the plugin (deploy/base, Deployment os-update-controller).',
        // Not `namespace`: i18next takes an option of that name as the catalogue's namespace.
        { leaseNamespace: CONTROLLER_NAMESPACE, lease: CONTROLLER_LEASE },
      )}
    </Alert>
  );
}
