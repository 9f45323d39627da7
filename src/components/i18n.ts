/** The plugin's i18n namespace: the console loads `locales/<lang>/plugin__os-update-plugin.json`. */
export const I18N_NAMESPACE = 'plugin__os-update-plugin';
