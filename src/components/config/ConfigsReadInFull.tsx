import { Alert } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { unpublishedConfigs, usePublishedConfigs } from '../../k8s/config-summaries';
import type { MachineConfigPool } from '../../k8s/resources';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';

/** Said once per page when some rendered configs had to be read in full: no controller summarized them. */
export function ConfigsReadInFull({ pools }: { pools: readonly MachineConfigPool[] }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const published = usePublishedConfigs();
  const names = [
    ...new Set(
      pools
        .flatMap((p) => [p.status?.configuration?.name, p.spec?.configuration?.name])
        .filter((n): n is string => !!n),
    ),
  ];
  const missing = unpublishedConfigs(names, published).length;
  if (missing === 0) return null;
  return (
    <Alert
      isInline
      isPlain
      variant="info"
      data-test="configs-read-in-full"
      title={t('{{formatted}} rendered configs are read in full', { count: missing, formatted: format(missing) })}
    >
      {t(
        'The OS update controller has not published their summaries, so the page reads each whole (a real one is 0.3 to over 1 MB) to show the pools’ states. What a change does and costs is worked out when you ask for it or open its review.',
      )}
    </Alert>
  );
}
