import { Alert, ClipboardCopy, Content, Flex, FlexItem, List, ListItem } from '@patternfly/react-core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GateEnforcement as Enforcement, GateGap } from '../../domain/pool/gate-enforcement';
import { useGateEnforcement } from '../../k8s/admission-policies';
import { I18N_NAMESPACE } from '../i18n';

/** What `deploy/` installs the policies with. */
export const INSTALL_POLICIES_COMMAND = 'kubectl apply -k deploy/base';

const gapText = (t: TFunction, gap: GateGap): string => {
  const what = { kind: gap.kind, name: gap.name };
  switch (gap.why) {
    case 'missing':
      return t('{{kind}} {{name}} is not in the cluster', what);
    case 'not-denying':
      return t('{{kind}} {{name}} does not deny: its validationActions lack Deny', what);
    case 'other-policy':
      return gap.boundPolicy
        ? t('{{kind}} {{name}} binds another policy: {{policy}}', { ...what, policy: gap.boundPolicy })
        : t('{{kind}} {{name}} names no policy', what);
  }
};

/**
 * Who holds the gate of the pools set to review every OS update, read from the cluster's
 * admission policies: said once per page, where some pool is under that policy. Nothing
 * while the policies load.
 */
export function GateEnforcement() {
  const enforcement = useGateEnforcement();
  return enforcement ? <GateEnforcementNote enforcement={enforcement} /> : null;
}

/** What the page and the Overview's popup say of who holds the gate, in the same words. */
export function GateEnforcementNote({ enforcement }: { enforcement: Enforcement }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  // Not in dataTest: that object is in every first visit, and this note loads only with a gated pool.
  const common = { isInline: true, 'data-test': 'gate-enforcement', 'data-enforcement': enforcement.kind };
  switch (enforcement.kind) {
    case 'api-server':
      return (
        <Alert {...common} isPlain variant="success" title={t('Held by the API server')}>
          {t(
            'Pools set to review every OS update cannot be unpaused by another hand, and none of their machines gets a config nobody approved here, even with the OS update controller down.',
          )}
        </Alert>
      );
    case 'unknown':
      return (
        <Alert {...common} isPlain variant="info" title={t("The gate's hold is unknown")}>
          {t(
            'The admission policies that hold pools set to review every OS update at the API server cannot be read here (reading them needs get on validatingadmissionpolicies and validatingadmissionpolicybindings): the OS update controller may be all that holds them.',
          )}
        </Alert>
      );
    case 'controller-only':
      return (
        <Alert {...common} variant="warning" title={t('Held by the controller only')}>
          <Content component="p">
            {t(
              'Pools set to review every OS update are paused again by the OS update controller after the fact: while it is down, or slower than the machine-config node controller (5 s), an unreviewed target reaches their machines.',
            )}
          </Content>
          <List aria-label={t('What the API server lacks to hold the gate')}>
            {enforcement.gaps.map((gap) => (
              <ListItem key={`${gap.kind}/${gap.name}`}>{gapText(t, gap)}</ListItem>
            ))}
          </List>
          <Flex spaceItems={{ default: 'spaceItemsSm' }} alignItems={{ default: 'alignItemsCenter' }}>
            <FlexItem>{t('Apply deploy/ to install the admission policies:')}</FlexItem>
            <FlexItem>
              <ClipboardCopy
                isReadOnly
                variant="inline-compact"
                hoverTip={t('Copy the command')}
                clickTip={t('Copied')}
                aria-label={t('Command that installs the admission policies')}
              >
                {INSTALL_POLICIES_COMMAND}
              </ClipboardCopy>
            </FlexItem>
          </Flex>
        </Alert>
      );
  }
}
