import type { TFunction } from 'i18next';
import type { DisruptionForecast, DisruptionReason } from '../../domain/machine-config/disruption';
import type { DisruptionAction } from '../../domain/machine-config/disruption-policy';
import { disruptionGlance } from '../../domain/machine-config/disruption-summary';
import type { ForecastCaveat } from '../../domain/machine-config/forecast-caveats';

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
  switch (disruptionGlance(f)) {
    case 'fails':
      return t(
        'The update would fail: the machine-config daemon refuses this change, and the first machine goes Degraded',
      );
    case 'reboot':
      return t('Drains and reboots every machine: {{machines}} in all, {{atOnce}} at a time', { machines, atOnce });
    case 'reboot-without-drain':
      return t('Reboots every machine without a drain: {{machines}} in all, {{atOnce}} at a time', {
        machines,
        atOnce,
      });
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
        : t('{{subject}}: reboot (no node disruption policy covers it)', { subject: r.subject });
  }
}

/** What the forecast could not see or promise, in one sentence (see ForecastCaveat). */
export function caveatText(t: TFunction, c: ForecastCaveat): string {
  switch (c.kind) {
    case 'single-node-skips-drain':
      return t('Single-node cluster: the machine-config daemon never drains it; workloads stop while it reboots.');
    case 'force-file-reboots':
      return t('A machine where {{path}} exists is rebooted whatever changed.', { path: c.path });
    case 'policy-not-observed':
      return t(
        'The node disruption policy has not been observed yet (generation {{generation}}, observed {{observed}}): the machine-config daemon would wait for the operator, and fail the update if it waits too long. This forecast uses the policy as written.',
        { generation: c.generation, observed: c.observedGeneration },
      );
    case 'invalid-registries-conf':
      return t('registries.conf cannot be read, so the machine-config daemon fails the update: {{detail}}', {
        detail: c.detail,
      });
    case 'unreconcilable':
      return t('The machine-config daemon cannot apply this change to a running machine: {{detail}}', {
        detail: c.detail,
      });
  }
}
