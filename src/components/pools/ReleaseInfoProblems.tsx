import { Alert, AlertGroup } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { ReleaseInfoProblem } from '../../k8s/release-infos';
import { dataTest } from '../data-test';
import { I18N_NAMESPACE } from '../i18n';

/** Release-info ConfigMaps that failed validation: named, with the problem; never fatal. */
export function ReleaseInfoProblems({ problems }: { problems: readonly ReleaseInfoProblem[] }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  if (problems.length === 0) return null;
  return (
    <AlertGroup>
      {problems.map((p) => (
        <Alert
          key={p.configMap}
          isInline
          variant="warning"
          data-test={dataTest.releaseInfoProblem}
          title={t('Release info {{name}} is invalid and was ignored', { name: p.configMap })}
        >
          {p.message}
        </Alert>
      ))}
    </AlertGroup>
  );
}
