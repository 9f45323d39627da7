import { Alert, Checkbox, Content, Stack, StackItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { dataTest } from '../data-test';
import { useControllerHealth } from '../hooks/use-controller-health';
import { I18N_NAMESPACE } from '../i18n';
import { useDetailStyles } from '../use-detail-styles';

interface ReviewEachUpdateChoiceProps {
  readonly pool: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Pause it again at once whoever else unpauses it (the console's Resume, `oc patch`). */
  readonly strict: boolean;
  readonly onStrictChange: (strict: boolean) => void;
}

/**
 * "Review every OS update of this pool": what ticking it does depends on whether the OS
 * update controller runs (it pauses the pool again after the rollout) and, for master, what
 * a paused master pool costs; so the admin asks for that explicitly and is warned.
 */
export function ReviewEachUpdateChoice({
  pool,
  checked,
  onChange,
  strict,
  onStrictChange,
}: ReviewEachUpdateChoiceProps) {
  useDetailStyles();
  const { t } = useTranslation(I18N_NAMESPACE);
  const running = useControllerHealth() === 'running';
  const master = pool === 'master';
  const description = running
    ? t(
        'Recorded on the pool: the OS update controller pauses it again as soon as this rollout is done, so that the next update waits for a review here.',
      )
    : t(
        'Recorded on the pool. Nothing holds the pool again yet (the OS update controller is not running): it stays open after this rollout; hold it to review the next update.',
      );
  return (
    <Stack hasGutter>
      <StackItem>
        <Checkbox
          id="os-update-plugin-review-each-update"
          data-test={dataTest.reviewEachUpdate}
          label={t('Review every OS update of this pool')}
          description={description}
          isChecked={checked}
          onChange={(_event, value) => onChange(value)}
        />
      </StackItem>
      {checked ? (
        <StackItem className="os-update-plugin__nested-choice">
          <Checkbox
            id="os-update-plugin-strict-gate"
            data-test={dataTest.strictGate}
            label={t('Pause it again if anyone else unpauses it (strict gate)')}
            description={t(
              "The console's Resume updates and its Update cluster dialog unpause pools without a review. By default the OS update controller records that (an Event, and a mark here) and lets the rollout go on, since whoever did it may mean it; with a strict gate it pauses the pool again at once.",
            )}
            isChecked={strict}
            onChange={(_event, value) => onStrictChange(value)}
          />
        </StackItem>
      ) : null}
      {master && !checked ? (
        <StackItem>
          <Content component="small">
            {t(
              'Off by default for master: a paused master pool keeps the machine-config operator from finishing a cluster upgrade.',
            )}
          </Content>
        </StackItem>
      ) : null}
      {master && checked ? (
        <StackItem>
          <Alert
            isInline
            isPlain
            variant="warning"
            data-test={dataTest.masterGateWarning}
            title={t('The master pool would stay paused between updates')}
          >
            {t(
              'While master is paused, the machine-config operator cannot finish a cluster upgrade. Approve each update here soon after it is published.',
            )}
          </Alert>
        </StackItem>
      ) : null}
    </Stack>
  );
}
