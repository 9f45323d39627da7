import { useK8sWatchResource } from '@openshift-console/dynamic-plugin-sdk';
import {
  Content,
  FormGroup,
  HelperText,
  HelperTextItem,
  NumberInput,
  Radio,
  Stack,
  StackItem,
} from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { LaterWaves } from '../../domain/canary/canary-promotion';
import { pickCanaryMachines } from '../../domain/canary/pick-canary-machines';
import type { DrainBlockers } from '../../domain/preflight/drain-blockers';
import type { Node } from '../../k8s/resources';
import { roleNodesWatch } from '../../k8s/canary-watches';
import { I18N_NAMESPACE } from '../i18n';
import { CanaryMachineList, canaryCandidates } from './CanaryMachineList';
import { useDetailStyles } from '../use-detail-styles';

export type RolloutScope =
  | { readonly kind: 'everyone' }
  | { readonly kind: 'canary'; readonly machines: readonly string[]; readonly laterWaves: LaterWaves };

interface CanaryChoiceProps {
  readonly pool: string;
  readonly value: RolloutScope;
  readonly onChange: (scope: RolloutScope) => void;
  /** Why this pool cannot have a canary (image mode), shown instead of the machines. */
  readonly refusal?: string;
  /** Machines the pool updates at once (its maxUnavailable): the pace after a promotion. */
  readonly atOnce: number;
  /** The pre-flight's drain blockers and unavailable machines, when it was read. */
  readonly drain?: DrainBlockers;
}

/**
 * "Roll out to everyone" or "Canary first": how many of the pool's machines go first (picked
 * across zones, those whose drain would stall last) or which ones, each with its zone and what
 * the pre-flight says of it; and whether the rest follow by hand (Promote) or once the canary
 * is healthy.
 */
export function CanaryChoice({ pool, value, onChange, refusal, atOnce, drain }: CanaryChoiceProps) {
  useDetailStyles();
  const { t } = useTranslation(I18N_NAMESPACE);
  const canary = value.kind === 'canary' ? value : undefined;
  const [nodes, loaded] = useK8sWatchResource<Node[]>(canary ? roleNodesWatch(pool) : null);
  const candidates = canaryCandidates(nodes ?? [], drain);
  const total = candidates.length;
  const set = (change: Partial<Omit<Extract<RolloutScope, { kind: 'canary' }>, 'kind'>>) =>
    canary && onChange({ ...canary, ...change });
  const howMany = (count: number) =>
    set({ machines: pickCanaryMachines(candidates, Math.max(1, Math.min(count, total - 1))) });
  return (
    <Stack hasGutter role="radiogroup" aria-label={t('How {{pool}} rolls out', { pool })}>
      <StackItem>
        <Radio
          id="os-update-plugin-scope-everyone"
          name="os-update-plugin-scope"
          label={t('Roll out to every machine of {{pool}}', { pool })}
          isChecked={!canary}
          onChange={() => onChange({ kind: 'everyone' })}
        />
      </StackItem>
      <StackItem>
        <Radio
          id="os-update-plugin-scope-canary"
          name="os-update-plugin-scope"
          label={t('Canary first: a few machines, then the rest when you promote')}
          description={
            refusal ??
            t(
              'The chosen machines move to the pool {{pool}}-canary and get exactly this target; {{pool}} stays held until it is promoted, or you stop.',
              { pool },
            )
          }
          isChecked={canary !== undefined}
          isDisabled={refusal !== undefined}
          onChange={() => onChange({ kind: 'canary', machines: [], laterWaves: 'by-hand' })}
        />
      </StackItem>
      {canary ? (
        <StackItem className="os-update-plugin__nested-choice">
          {!loaded ? (
            <Content component="small">{t('Reading the machines of {{pool}}…', { pool })}</Content>
          ) : (
            <Stack hasGutter>
              <StackItem>
                <FormGroup label={t('How many machines go first')} fieldId="os-update-plugin-canary-count">
                  <NumberInput
                    id="os-update-plugin-canary-count"
                    inputName="canary-count"
                    inputAriaLabel={t('How many machines go first')}
                    minusBtnAriaLabel={t('One machine fewer')}
                    plusBtnAriaLabel={t('One machine more')}
                    value={canary.machines.length}
                    min={1}
                    max={Math.max(1, total - 1)}
                    onMinus={() => howMany(canary.machines.length - 1)}
                    onPlus={() => howMany(canary.machines.length + 1)}
                    onChange={(event) => howMany(Number((event.target as HTMLInputElement).value))}
                  />
                </FormGroup>
              </StackItem>
              <StackItem>
                <CanaryMachineList
                  candidates={candidates}
                  chosen={canary.machines}
                  onChange={(machines) => set({ machines })}
                />
                <HelperText>
                  <HelperTextItem>
                    {t('{{chosen}} of {{total}} machines go first', { chosen: canary.machines.length, total })}
                  </HelperTextItem>
                </HelperText>
              </StackItem>
              <StackItem>
                <FormGroup
                  role="radiogroup"
                  isInline={false}
                  label={t('The rest of {{pool}}', { pool })}
                  fieldId="os-update-plugin-later-waves"
                >
                  <Radio
                    id="os-update-plugin-later-by-hand"
                    name="os-update-plugin-later-waves"
                    label={t('By hand: you promote {{pool}} from its card', { pool })}
                    isChecked={canary.laterWaves === 'by-hand'}
                    onChange={() => set({ laterWaves: 'by-hand' })}
                  />
                  <Radio
                    id="os-update-plugin-later-when-healthy"
                    name="os-update-plugin-later-waves"
                    label={t('When the canary is healthy: promoted by the OS update controller')}
                    description={t(
                      'Once every canary machine is updated and Ready, {{pool}} is approved for exactly this target; its other machines then update {{atOnce}} at a time.',
                      { pool, atOnce },
                    )}
                    isChecked={canary.laterWaves === 'when-healthy'}
                    onChange={() => set({ laterWaves: 'when-healthy' })}
                  />
                </FormGroup>
              </StackItem>
            </Stack>
          )}
        </StackItem>
      ) : null}
    </Stack>
  );
}
