import type { TFunction } from 'i18next';
import type { DisruptionForecast, DisruptionReason } from '../../domain/machine-config/disruption';
import type { DisruptionAction } from '../../domain/machine-config/disruption-policy';
import { disruptionLevel } from '../../domain/machine-config/disruption-summary';

export function actionText(t: TFunction, a: DisruptionAction): string {
  switch (a.type) {
    case 'Reboot':
      return t('reboot');
    case 'Drain':
      return t('drain');
    case 'Reload':
      return t('{{service}} is reloaded', { service: a.serviceName ?? '' });
    case 'Restart':
      return t('{{service}} is restarted', { service: a.serviceName ?? '' });
    case 'DaemonReload':
      return t('systemd is reloaded');
    case 'Special':
      return t('registries.conf is applied and crio.service reloaded');
    default:
      return t('nothing');
  }
}

const actionsText = (t: TFunction, actions: readonly DisruptionAction[]) =>
  actions.map((a) => actionText(t, a)).join(', ');

/** One line on what every machine of the pool does to take the new config. */
export function disruptionText(t: TFunction, f: DisruptionForecast, machines: string, atOnce: string): string {
  const real = f.actions.filter((a) => a.type !== 'None');
  switch (disruptionLevel(f)) {
    case 'reboot':
      return t('Drains and reboots every machine: {{machines}} in all, {{atOnce}} at a time', { machines, atOnce });
    case 'drain':
      return f.registriesChangeSafe === false
        ? t(
            'Drains every machine without a reboot ({{actions}}): the registries.conf change is not one the daemon applies live',
            { actions: actionsText(t, real) },
          )
        : t('Drains every machine without a reboot: {{actions}}', { actions: actionsText(t, real) });
    case 'restart':
      return t('No reboot, no drain: {{actions}}', { actions: actionsText(t, real) });
    default:
      return t('No reboot, no drain: the files are written, nothing is restarted');
  }
}

/** Why: one changed thing and what it asks of the machine. */
export function reasonText(t: TFunction, r: DisruptionReason): string {
  const actions = actionsText(t, r.actions);
  switch (r.what) {
    case 'osImage':
      return t('The OS image changes: reboot');
    case 'kernelArguments':
      return t('The kernel arguments change: reboot');
    case 'fips':
      return t('FIPS changes: reboot');
    case 'kernelType':
      return t('The kernel type changes: reboot');
    case 'extensions':
      return t('The extensions change: reboot');
    case 'sshKeys':
      return t('SSH keys: {{actions}}', { actions });
    default:
      return r.policy
        ? t('{{subject}}: {{actions}} (policy for {{policy}})', { subject: r.subject, actions, policy: r.policy })
        : t('{{subject}}: no policy names it: reboot', { subject: r.subject });
  }
}
