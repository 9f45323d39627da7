import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n';

/**
 * One formatter a language, for the whole page: making an `Intl.NumberFormat` takes a good
 * part of a millisecond, and every count on the page (pool sections, rows, labels) asks for one
 * as it renders (a formatter each took 36 ms of a page's first render).
 */
const formats = new Map<string, (value: number) => string>();

function formatFor(language: string): (value: number) => string {
  let format = formats.get(language);
  if (!format) {
    let intl: Intl.NumberFormat;
    try {
      intl = new Intl.NumberFormat(language);
    } catch {
      intl = new Intl.NumberFormat('en'); // a language tag Intl does not know (e.g. "cimode")
    }
    format = (value: number) => intl.format(value);
    formats.set(language, format);
  }
  return format;
}

/** Formats counts in the user's language (15,416 in English, 15 416 in French). */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation(I18N_NAMESPACE);
  return formatFor(i18n.language);
}
