import { List, ListItem } from '@patternfly/react-core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ConfigDiffJson } from '../../domain/machine-config/published-config';
import type { PoolView } from '../hooks/use-pool-views';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { usePoolConfigChange } from './use-pool-config-change';
import { UnknownConfigChange } from './UnknownConfigChange';

/** Items shown before "and N more": the card names what changes; the review has it all. */
const SHOWN = 5;

/** Each change of a config move in a few words, files and units by name. */
function briefItems(t: TFunction, c: ConfigDiffJson): string[] {
  const each = (names: readonly string[], text: (name: string) => string) => names.map(text);
  return [
    ...each(c.files.added, (path) => t('File {{path}} added', { path })),
    ...each(c.files.changed, (path) => t('File {{path}} changed', { path })),
    ...each(c.files.removed, (path) => t('File {{path}} removed', { path })),
    ...each(c.units.added, (unit) => t('Unit {{unit}} added', { unit })),
    ...each(c.units.changed, (unit) => t('Unit {{unit}} changed', { unit })),
    ...each(c.units.removed, (unit) => t('Unit {{unit}} removed', { unit })),
    ...each(c.kernelArguments.added, (arg) => t('Kernel argument {{arg}} added', { arg })),
    ...each(c.kernelArguments.removed, (arg) => t('Kernel argument {{arg}} removed', { arg })),
    ...each(c.extensions.added, (name) => t('Extension {{name}} added', { name })),
    ...each(c.extensions.removed, (name) => t('Extension {{name}} removed', { name })),
    ...(c.kernelType ? [t('Kernel type {{from}} → {{to}}', { from: c.kernelType.from, to: c.kernelType.to })] : []),
    ...(c.fips ? [t('FIPS {{from}} → {{to}}', { from: String(c.fips.from), to: String(c.fips.to) })] : []),
    ...(c.passwdChanged || c.sshKeys ? [t('SSH keys or users changed')] : []),
  ];
}

/** What a config-only move changes, on the pool's card: the review shows each change in full. */
export function ConfigChangeInBrief({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const state = usePoolConfigChange(view);
  const change = state.change;
  if (!change)
    return (
      <UnknownConfigChange
        state={state}
        width="16rem"
        reading={t('Reading what the change does')}
        workOutText={t('Work out what changes')}
      />
    );
  const items = briefItems(t, change);
  const more = items.length - SHOWN;
  return (
    <List aria-label={t('What the configuration change does')} data-test="config-change-brief">
      {items.slice(0, SHOWN).map((item) => (
        <ListItem key={item}>{item}</ListItem>
      ))}
      {more > 0 ? <ListItem>{t('and {{formatted}} more', { count: more, formatted: format(more) })}</ListItem> : null}
    </List>
  );
}
