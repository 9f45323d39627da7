import { useTranslation } from 'react-i18next';
import type { CanaryPhase } from '../../domain/canary/canary-steps';
import { I18N_NAMESPACE } from '../i18n';

export interface CanaryTextValues {
  readonly pool: string;
  readonly canary: string;
  readonly target: string;
  /** The canary pool's own rendered config: the target's content, under the canary's name. */
  readonly canaryConfig: string;
  readonly machines: string;
  readonly updated: number;
  readonly total: number;
  /** The step's own words (English, as the controller's Events say them), for what blocks it. */
  readonly reason: string;
  /** The review chose to promote once the canary is healthy (the controller does it). */
  readonly whenHealthy: boolean;
  /** The start of the window the parent is promoted for, formatted for the admin. */
  readonly windowStart: string;
}

/** A canary's phase in the admin's words: its label, and what it means now. */
export function useCanaryPhaseText() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const labels: Record<CanaryPhase, string> = {
    preparing: t('Preparing'),
    'rolling-out': t('Rolling out'),
    watching: t('Done: watch it'),
    scheduled: t('Promoted for a window'),
    returning: t('Promoted'),
    stopped: t('Stopped'),
    'needs-review': t('Needs a new review'),
    blocked: t('Held'),
  };
  const text = (phase: CanaryPhase, values: CanaryTextValues): string => {
    const v = { ...values };
    switch (phase) {
      case 'preparing':
        return t(
          'Moving {{machines}} into {{canary}} and approving it for exactly {{target}}; {{pool}} stays held.',
          v,
        );
      case 'rolling-out':
        return t('{{updated}} of {{total}} canary machines updated to {{target}}; {{pool}} stays held.', v);
      case 'watching':
        if (v.whenHealthy)
          return t(
            'The canary runs {{canaryConfig}}, the content of {{target}}. The OS update controller promotes {{pool}} once every canary machine is Ready; you may promote it now, or stop.',
            v,
          );
        return t(
          'The canary runs {{canaryConfig}}, the content of {{target}}. Check its workloads; then promote {{pool}} to roll out {{target}} to its other machines, or stop.',
          v,
        );
      case 'scheduled':
        return t(
          '{{pool}} is approved for {{target}} in the window starting {{windowStart}}: its other machines roll out then, and {{machines}} return to {{pool}} after.',
          v,
        );
      case 'returning':
        return t(
          '{{pool}} is approved for {{target}} and rolls out. The OS update controller returns {{machines}} to {{pool}} (no update: the same content), then deletes {{canary}}.',
          v,
        );
      case 'stopped':
        return t(
          'Stopped: {{pool}} stays held and {{machines}} stay on {{target}}. To roll them back, pin the OS image {{pool}} runs.',
          v,
        );
      case 'needs-review':
        return t(
          'The target of {{pool}} moved since the canary started: promoting would roll out what the canary did not run. Stop the canary and review {{pool}} again.',
          v,
        );
      case 'blocked':
        return t('Nothing moves: {{reason}}', v);
    }
  };
  return Object.assign(text, { label: (phase: CanaryPhase) => labels[phase] });
}
