import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import english from '../../locales/en/plugin__os-update-plugin.json';
import { I18N_NAMESPACE } from '../components/i18n';

/**
 * The plugin's English catalogue in an i18next of its own, for component tests: what they
 * assert is the text an admin reads. Await `ready` (in a beforeAll) before rendering.
 */
export function englishI18n() {
  const i18n = i18next.createInstance();
  const ready = i18n.use(initReactI18next).init({
    lng: 'en',
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    resources: { en: { [I18N_NAMESPACE]: english } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return { ready, wrapper };
}
