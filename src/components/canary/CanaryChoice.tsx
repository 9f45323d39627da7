import { useK8sWatchResource } from '@openshift-console/dynamic-plugin-sdk';
import { Checkbox, Content, HelperText, HelperTextItem, Radio, Stack, StackItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { Node } from '../../k8s/resources';
import { roleNodesWatch } from '../../k8s/canary-watches';
import { I18N_NAMESPACE } from '../i18n';

export type RolloutScope = { readonly kind: 'everyone' } | { readonly kind: 'canary'; readonly machines: string[] };

const ZONE_LABEL = 'topology.kubernetes.io/zone';

interface CanaryChoiceProps {
  readonly pool: string;
  readonly value: RolloutScope;
  readonly onChange: (scope: RolloutScope) => void;
  /** Why this pool cannot have a canary (image mode), shown instead of the machines. */
  readonly refusal?: string;
}

/**
 * "Roll out to everyone" or "Canary first": which of the pool's machines go first (with
 * their zone). The rest wait, held, for Promote on the pool's card.
 */
export function CanaryChoice({ pool, value, onChange, refusal }: CanaryChoiceProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const canary = value.kind === 'canary';
  const [nodes, loaded] = useK8sWatchResource<Node[]>(canary ? roleNodesWatch(pool) : null);
  const names = (nodes ?? []).map((n) => n.metadata?.name ?? '').sort();
  const zone = new Map((nodes ?? []).map((n) => [n.metadata?.name ?? '', n.metadata?.labels?.[ZONE_LABEL]]));
  const toggle = (machine: string, on: boolean) =>
    canary &&
    onChange({
      kind: 'canary',
      machines: on ? [...value.machines, machine] : value.machines.filter((m) => m !== machine),
    });
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
              'The chosen machines move to the pool {{pool}}-canary and get exactly this target; {{pool}} stays held until you promote it from its card, or stop.',
              { pool },
            )
          }
          isChecked={canary}
          isDisabled={refusal !== undefined}
          onChange={() => onChange({ kind: 'canary', machines: [] })}
        />
      </StackItem>
      {canary ? (
        <StackItem className="os-update-plugin__nested-choice">
          {!loaded ? (
            <Content component="small">{t('Reading the machines of {{pool}}…', { pool })}</Content>
          ) : (
            <fieldset aria-label={t('Machines to update first')}>
              <Stack>
                {names.map((name) => (
                  <StackItem key={name}>
                    <Checkbox
                      id={`os-update-plugin-canary-${name}`}
                      label={
                        zone.get(name)
                          ? t('{{machine}} (zone {{zone}})', { machine: name, zone: zone.get(name) })
                          : name
                      }
                      isChecked={value.machines.includes(name)}
                      onChange={(_event, on) => toggle(name, on)}
                    />
                  </StackItem>
                ))}
              </Stack>
            </fieldset>
          )}
          <HelperText>
            <HelperTextItem>
              {t('{{chosen}} of {{total}} machines go first', { chosen: value.machines.length, total: names.length })}
            </HelperTextItem>
          </HelperText>
        </StackItem>
      ) : null}
    </Stack>
  );
}
