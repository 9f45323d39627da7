import { Checkbox, Stack, StackItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { CanaryCandidate } from '../../domain/canary/pick-canary-machines';
import type { DrainBlockers } from '../../domain/preflight/drain-blockers';
import type { Node } from '../../k8s/resources';
import { I18N_NAMESPACE } from '../i18n';

const ZONE_LABEL = 'topology.kubernetes.io/zone';

/** What the pre-flight says of a machine: the budgets its drain would wait for. */
export interface CanaryCandidateView extends CanaryCandidate {
  readonly heldBy: readonly string[];
}

/** The pool's machines as candidates, by name, with their zone and the pre-flight's findings. */
export function canaryCandidates(nodes: readonly Node[], drain: DrainBlockers | undefined): CanaryCandidateView[] {
  return nodes
    .map((n) => {
      const name = n.metadata?.name ?? '';
      const heldBy = (drain?.blockers ?? [])
        .filter((b) => b.nodes.includes(name))
        .map((b) => `${b.namespace}/${b.name}`);
      return {
        name,
        zone: n.metadata?.labels?.[ZONE_LABEL],
        heldBy,
        drainHeld: heldBy.length > 0,
        unavailable: (drain?.unavailable ?? []).some((u) => u.node === name),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

interface CanaryMachineListProps {
  readonly candidates: readonly CanaryCandidateView[];
  readonly chosen: readonly string[];
  readonly onChange: (machines: string[]) => void;
}

/** "Or which ones": every machine of the pool, its zone, and what would stall its update. */
export function CanaryMachineList({ candidates, chosen, onChange }: CanaryMachineListProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const toggle = (machine: string, on: boolean) =>
    onChange(on ? [...chosen, machine] : chosen.filter((m) => m !== machine));
  return (
    <fieldset aria-label={t('Machines to update first')}>
      <Stack>
        {candidates.map((c) => (
          <StackItem key={c.name}>
            <Checkbox
              id={`os-update-plugin-canary-${c.name}`}
              label={c.zone ? t('{{machine}} (zone {{zone}})', { machine: c.name, zone: c.zone }) : c.name}
              description={
                [
                  c.heldBy.length > 0
                    ? t('Its drain waits for {{budgets}}: a budget that allows no disruption', {
                        budgets: c.heldBy.join(', '),
                      })
                    : undefined,
                  c.unavailable ? t('Unavailable already') : undefined,
                ]
                  .filter(Boolean)
                  .join('; ') || undefined
              }
              isChecked={chosen.includes(c.name)}
              onChange={(_event, on) => toggle(c.name, on)}
            />
          </StackItem>
        ))}
      </Stack>
    </fieldset>
  );
}
