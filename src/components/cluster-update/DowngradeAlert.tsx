import { Alert } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { OsDirection } from '../../domain/cluster-update/os-direction';
import { I18N_NAMESPACE } from '../i18n';

/**
 * Said when a release would move a pool's OS back: the cluster's update graph only knows
 * OpenShift versions, and a newer one can carry an older OS, kernel and all.
 */
export function DowngradeAlert({ from, to, kernel }: { from: string; to: string; kernel: OsDirection['kernel'] }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  // Outside the sentence's options: i18next-parser does not read a t() call nested there.
  const unknown = t('unknown');
  return (
    <Alert
      isInline
      variant="warning"
      data-test="candidate-downgrade"
      title={t('This update moves the OS back: {{from}} → {{to}}', { from, to })}
    >
      {kernel
        ? t('The kernel goes back from {{from}} to {{to}}, and packages with it.', {
            from: kernel.from ?? unknown,
            to: kernel.to ?? unknown,
          })
        : t('Packages go back to older versions.')}
    </Alert>
  );
}
