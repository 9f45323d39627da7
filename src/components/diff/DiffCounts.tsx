import { Flex, FlexItem, Label } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { ChangeKind } from '../../domain/package-diff';
import { dataTest } from '../data-test';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { CHANGE_KIND_COLORS, useChangeKindLabels } from './change-kind-labels';

/** The number of packages in each class; each number carries its `data-test` id. */
export function DiffCounts({ counts }: { counts: Readonly<Record<ChangeKind, number>> }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const labels = useChangeKindLabels();
  const format = useNumberFormat();
  return (
    <Flex spaceItems={{ default: 'spaceItemsSm' }} aria-label={t('Package changes')} role="list">
      {(Object.keys(labels) as ChangeKind[]).map((kind) => (
        <FlexItem key={kind} role="listitem">
          <Label
            color={CHANGE_KIND_COLORS[kind]}
            variant={kind === 'downgraded' && counts[kind] > 0 ? 'filled' : 'outline'}
          >
            {labels[kind]}: <span data-test={dataTest.diffCount(kind)}>{format(counts[kind])}</span>
          </Label>
        </FlexItem>
      ))}
    </Flex>
  );
}
