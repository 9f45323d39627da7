import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** i18next as the console sets it up: `~` between namespace and key, keys are sentences. */
export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    nsSeparator: '~',
    keySeparator: false,
    interpolation: { escapeValue: false },
    resources: {},
    react: { useSuspense: false },
  });
}

/** Loads a plugin's English catalogue from its assets, as the console does for every plugin. */
export async function loadPluginLocale(plugin: string): Promise<void> {
  const ns = `plugin__${plugin}`;
  const response = await fetch(`/api/plugins/${plugin}/locales/en/${ns}.json`);
  if (response.ok) i18next.addResourceBundle('en', ns, await response.json(), true, true);
}

/** Resolves an extension label such as `%plugin__os-update-plugin~OS updates%`. */
export const translateLabel = (label: string): string => {
  const m = /^%(.+)%$/.exec(label);
  return m?.[1] ? i18next.t(m[1]) : label;
};
