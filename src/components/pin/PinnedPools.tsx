import { List, ListItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { dataTest } from '../data-test';
import { I18N_NAMESPACE } from '../i18n';

/** The pools a pin holds, saying which ones it holds only because they take `owner`'s MachineConfigs. */
export function PinnedPools({ pools, owner }: { pools: readonly string[]; owner: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <List data-test={dataTest.pinPools} aria-label={t('Pools this pin holds')}>
      {pools.map((name) => (
        <ListItem key={name}>
          {name === owner ? name : t('{{pool}} (takes the MachineConfigs of {{owner}})', { pool: name, owner })}
        </ListItem>
      ))}
    </List>
  );
}
