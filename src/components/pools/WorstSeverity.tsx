import { Label } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { worstSeverity } from '../../domain/advisories/severity';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { SEVERITY_COLOR, useSeverityText } from '../advisories/severity-text';
import { usePairAdvisories } from '../advisories/use-pair-advisories';
import { I18N_NAMESPACE } from '../i18n';

/** The worst rating of a move's fixes, at a glance, once an advisory source has rated them. */
export default function WorstSeverity({
  current,
  target,
  where = 'summary',
}: {
  current: ReleaseInfo;
  target: ReleaseInfo;
  /** The summary's line says "worst" after its count of CVEs; a pool's header names what it fixes. */
  where?: 'summary' | 'header';
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const severityText = useSeverityText();
  const ratings = usePairAdvisories(current, target).ratings.data?.ratings;
  const worst = worstSeverity((ratings ?? []).map((r) => r.severity ?? undefined));
  if (!worst) return null;
  return (
    <>
      {' '}
      <Label
        isCompact
        color={SEVERITY_COLOR[worst]}
        data-test={where === 'summary' ? 'waiting-worst-severity' : 'pool-worst-severity'}
        data-severity={worst}
      >
        {where === 'summary'
          ? t('worst {{severity}}', { severity: severityText(worst) })
          : t('Fixes {{severity}}', { severity: severityText(worst) })}
      </Label>
    </>
  );
}
