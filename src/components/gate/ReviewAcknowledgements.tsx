import { Checkbox, StackItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { dataTest } from '../data-test';
import { I18N_NAMESPACE } from '../i18n';

export interface Acknowledgements {
  readonly noConfig: boolean;
  readonly noDiff: boolean;
  readonly downgrades: boolean;
}

interface ReviewAcknowledgementsProps {
  /** Which ones the review asks for: the config could not be read, no package lists, downgrades. */
  readonly asked: { readonly noConfig: boolean; readonly noDiff: boolean; readonly downgrades: number };
  readonly value: Acknowledgements;
  readonly onChange: (value: Acknowledgements) => void;
}

/** What the admin must tick to approve what the review could not show, or a downgrade. */
export function ReviewAcknowledgements({ asked, value, onChange }: ReviewAcknowledgementsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <>
      {asked.noConfig ? (
        <StackItem>
          <Checkbox
            id="os-update-plugin-acknowledge-no-config-diff"
            data-test="acknowledge-no-config-diff"
            label={t('Approve without seeing the config changes')}
            isChecked={value.noConfig}
            onChange={(_event, checked) => onChange({ ...value, noConfig: checked })}
          />
        </StackItem>
      ) : null}
      {asked.noDiff ? (
        <StackItem>
          <Checkbox
            id="os-update-plugin-acknowledge-no-diff"
            data-test={dataTest.acknowledgeNoDiff}
            label={t('Approve without seeing the package changes')}
            isChecked={value.noDiff}
            onChange={(_event, checked) => onChange({ ...value, noDiff: checked })}
          />
        </StackItem>
      ) : null}
      {asked.downgrades > 0 ? (
        <StackItem>
          <Checkbox
            id="os-update-plugin-acknowledge-downgrades"
            data-test={dataTest.acknowledgeDowngrades}
            label={t('Roll out although {{count}} packages are downgraded', { count: asked.downgrades })}
            isChecked={value.downgrades}
            onChange={(_event, checked) => onChange({ ...value, downgrades: checked })}
          />
        </StackItem>
      ) : null}
    </>
  );
}
