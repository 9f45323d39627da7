import { Alert, ExpandableSection, List, ListItem, Stack } from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisruptionForecast } from '../../domain/machine-config/disruption';
import { disruptionGlance } from '../../domain/machine-config/disruption-summary';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { caveatText, disruptionText, reasonText } from './disruption-text';

interface DisruptionSummaryProps {
  readonly forecast: DisruptionForecast;
  readonly machines: number;
  readonly atOnce: number;
  readonly policySource?: 'cluster' | 'defaults';
}

/** What rolling the config out costs each machine, as the machine-config daemon decides, and why. */
export function DisruptionSummary({ forecast, machines, atOnce, policySource }: DisruptionSummaryProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const [open, setOpen] = useState(false);
  const glance = disruptionGlance(forecast);
  // The cost in one word (reboot, drain, restart, none), as the pool's label has it.
  const level = glance === 'reboot-without-drain' ? 'reboot' : glance;
  const variant = glance === 'fails' ? 'danger' : glance === 'restart' || glance === 'none' ? 'success' : 'warning';
  return (
    <Stack data-test="review-disruption" data-disruption={level} data-outcome={forecast.outcome}>
      <Alert isInline isPlain variant={variant} title={disruptionText(t, forecast, format(machines), format(atOnce))}>
        <Stack>
          <span>
            {policySource === 'defaults'
              ? t(
                  "Decided by the machine-config operator's default node disruption policy: MachineConfiguration cluster cannot be read.",
                )
              : t('Decided by the cluster’s node disruption policy (MachineConfiguration cluster).')}
          </span>
          {forecast.caveats.length > 0 ? (
            <List aria-label={t('What the forecast cannot promise')}>
              {forecast.caveats.map((c) => (
                <ListItem key={c.kind} data-test="disruption-caveat" data-caveat={c.kind}>
                  {caveatText(t, c)}
                </ListItem>
              ))}
            </List>
          ) : null}
        </Stack>
      </Alert>
      {forecast.reasons.length > 0 ? (
        <ExpandableSection
          toggleText={open ? t('Hide why') : t('Why')}
          isExpanded={open}
          onToggle={(_e, expanded) => setOpen(expanded)}
          isIndented
        >
          <List aria-label={t('What each change asks of a machine')}>
            {forecast.reasons.map((r, i) => (
              <ListItem key={`${r.what}-${r.subject ?? i}`}>{reasonText(t, r)}</ListItem>
            ))}
          </List>
        </ExpandableSection>
      ) : null}
    </Stack>
  );
}
