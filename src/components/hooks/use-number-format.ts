import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n';

/** Formats counts in the user's language (15,416 in English, 15 416 in French). */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation(I18N_NAMESPACE);
  const language = i18n.language;
  return useMemo(() => {
    let format: Intl.NumberFormat;
    try {
      format = new Intl.NumberFormat(language);
    } catch {
      format = new Intl.NumberFormat('en'); // a language tag Intl does not know (e.g. "cimode")
    }
    return (value: number) => format.format(value);
  }, [language]);
}
