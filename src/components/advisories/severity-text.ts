import { useTranslation } from 'react-i18next';
import type { Severity } from '../../domain/advisories/severity';
import { I18N_NAMESPACE } from '../i18n';

/** PatternFly label colours by rating: the worse, the louder. */
export const SEVERITY_COLOR: Record<Severity, 'red' | 'orangered' | 'orange' | 'grey'> = {
  Critical: 'red',
  Important: 'orangered',
  Moderate: 'orange',
  Low: 'grey',
};

/** A rating in the admin's language. */
export function useSeverityText(): (severity: Severity) => string {
  const { t } = useTranslation(I18N_NAMESPACE);
  const names: Record<Severity, string> = {
    Critical: t('Critical'),
    Important: t('Important'),
    Moderate: t('Moderate'),
    Low: t('Low'),
  };
  return (severity) => names[severity];
}
