import { Button, List, ListItem, Stack, StackItem } from '@patternfly/react-core';
import type { WatchK8sResults } from '@openshift-console/dynamic-plugin-sdk';
import { useTranslation } from 'react-i18next';
import { summarisePools } from '../../domain/pool/pools-summary';
import { GateEnforcementNote } from '../gate/GateEnforcement';
import { I18N_NAMESPACE } from '../i18n';
import { healthGateEnforcement, type OsUpdatesResources } from './os-updates-health';

/**
 * The popup of the Overview's "OS updates" item: which pools need what, who holds the gate of
 * those set to review every OS update (as the page says it), and the way to the page.
 */
export function OsUpdatesHealthPopup(props: WatchK8sResults<OsUpdatesResources>) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const summary = summarisePools(props.pools?.data ?? [], props.pins?.data ?? []);
  const gate = healthGateEnforcement(props, summary.reviewEachUpdate);
  const groups: [string, readonly string[]][] = [
    [t('Degraded'), summary.degraded],
    [t('Awaiting approval'), summary.awaitingApproval],
    [t('Rolling out'), summary.rollingOut],
    [t('Pinned to an OS image'), summary.pinned],
    [t('Set to review every OS update'), summary.reviewEachUpdate],
  ];
  return (
    <Stack hasGutter data-test="os-updates-health">
      <StackItem>{t("OS updates of the cluster's MachineConfigPools, reviewed and approved pool by pool.")}</StackItem>
      {groups
        .filter(([, pools]) => pools.length > 0)
        .map(([label, pools]) => (
          <StackItem key={label}>
            <List isPlain aria-label={label}>
              <ListItem>
                <strong>{label}:</strong> {pools.join(', ')}
              </ListItem>
            </List>
          </StackItem>
        ))}
      {gate ? (
        <StackItem>
          <GateEnforcementNote enforcement={gate} />
        </StackItem>
      ) : null}
      <StackItem>
        <Button variant="link" isInline component="a" href="/os-updates">
          {t('View OS updates')}
        </Button>
      </StackItem>
    </Stack>
  );
}
