import { Button, Content, Flex, FlexItem, Label, Panel, PanelMain, PanelMainBody, Title } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canaryMachineProgress, type CanaryMachineProgress } from '../../domain/canary/canary-machine-progress';
import { canaryPoolName } from '../../domain/canary/canary-pool';
import type { CanaryPhase } from '../../domain/canary/canary-steps';
import { usePoolPatchAccess } from '../../k8s/access';
import { useCanary } from '../../k8s/canary-world';
import { usePools } from '../../k8s/watches';
import { MachineConfigLink, NodeLink } from '../common/resource-links';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { useClusterNow, useTimeFormat } from '../window/use-time-format';
import { CanaryDecisionModal } from './CanaryDecisionModal';
import { PromotionNote } from './PromotionNote';
import { readWindow } from '../../domain/pool/maintenance-window';
import { useCanarySteps } from './use-canary-steps';
import { useCanaryPhaseText } from './use-canary-phase-text';

const PHASE_COLOR: Record<CanaryPhase, 'blue' | 'green' | 'grey' | 'orange' | 'red' | 'teal'> = {
  preparing: 'blue',
  'rolling-out': 'blue',
  watching: 'green',
  scheduled: 'teal',
  returning: 'blue',
  stopped: 'grey',
  'needs-review': 'orange',
  blocked: 'red',
};

/**
 * The canary of a pool, on the pool's card: its machines rolling out, then their health since
 * (Ready, the config and state each machine reports, how long since the canary finished), and
 * Promote (the pool approved for the same reviewed target) or Stop. The steps after Confirm
 * are taken here while the page is open, and by the OS update controller either way.
 */
export function CanaryPanel({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const pools = usePools().data ?? [];
  const now = useClusterNow();
  const canary = useCanary(view.pool, pools, now);
  const [canPatch] = usePoolPatchAccess();
  const phaseText = useCanaryPhaseText();
  const time = useTimeFormat();
  const [deciding, setDeciding] = useState<'promote' | 'stop' | undefined>();
  useCanarySteps(canPatch ? canary?.step : undefined);
  if (!canary) return null;
  const name = canary.pool.metadata?.name ?? canaryPoolName(view.name);
  const phase: CanaryPhase = 'error' in canary.intent ? 'blocked' : (canary.step?.phase ?? 'preparing');
  const target = 'error' in canary.intent ? '' : canary.intent.reviewedTarget;
  const promotion = 'error' in canary.intent ? undefined : canary.intent.promotion;
  const window = readWindow(view.facts)?.parsed;
  const windowStart = window && 'value' in window ? time.local(Date.parse(window.value.start)) : '';
  const updated = canary.pool.status?.conditions?.find((c) => c.type === 'Updated');
  const finished =
    phase === 'watching' && updated?.status === 'True' ? Date.parse(updated.lastTransitionTime ?? '') : NaN;
  const canaryConfig = canary.pool.spec?.configuration?.name;
  const progressText: Record<CanaryMachineProgress, string> = {
    waiting: t('Waiting'),
    updating: t('Updating'),
    updated: t('Updated'),
    degraded: t('Degraded'),
  };
  const text = phaseText(phase, {
    pool: view.name,
    canary: name,
    target,
    canaryConfig: canaryConfig ?? target,
    machines: canary.machines.map((m) => m.name).join(', '),
    updated: canary.facts.updatedMachineCount ?? 0,
    total: canary.facts.machineCount ?? canary.machines.length,
    reason: 'error' in canary.intent ? canary.intent.error : (canary.step?.message ?? ''),
    whenHealthy: promotion?.laterWaves === 'when-healthy',
    windowStart,
  });
  // Decided already: neither Promote nor Stop is left to do.
  const decided = phase === 'stopped' || phase === 'returning' || phase === 'scheduled';
  return (
    <Panel variant="bordered" className="os-update-plugin__canary" data-test={`canary-${view.name}`}>
      <PanelMain>
        <PanelMainBody>
          <Flex alignItems={{ default: 'alignItemsCenter' }} spaceItems={{ default: 'spaceItemsMd' }}>
            <FlexItem>
              <Title headingLevel="h3" size="md">
                {t('Canary {{canary}}', { canary: name })}
              </Title>
            </FlexItem>
            <FlexItem>
              <Label isCompact color={PHASE_COLOR[phase]} data-test="canary-phase" data-phase={phase}>
                {phaseText.label(phase)}
              </Label>
            </FlexItem>
            {Number.isFinite(finished) ? (
              <FlexItem>
                <Content component="small">{t('finished {{when}}', { when: time.fromNow(finished, now) })}</Content>
              </FlexItem>
            ) : null}
          </Flex>
          <Content component="p" data-test="canary-message">
            {text}
          </Content>
          {promotion && !decided ? <PromotionNote pool={view.name} promotion={promotion} now={now} /> : null}
          <Table variant="compact" aria-label={t('Machines of canary {{canary}}', { canary: name })}>
            <Thead>
              <Tr>
                <Th>{t('Machine')}</Th>
                <Th>{t('Runs config')}</Th>
                <Th>{t('Update')}</Th>
                <Th>{t('Ready')}</Th>
              </Tr>
            </Thead>
            <Tbody>
              {canary.machines.map((m) => (
                <Tr key={m.name}>
                  <Td dataLabel={t('Machine')}>
                    <NodeLink name={m.name} />
                  </Td>
                  <Td dataLabel={t('Runs config')}>
                    {m.currentConfig ? <MachineConfigLink name={m.currentConfig} /> : '—'}
                  </Td>
                  <ProgressCell progress={canaryMachineProgress(m, canaryConfig, target)} text={progressText} />
                  <Td dataLabel={t('Ready')}>
                    {canary.nodeReady.get(m.name) === undefined
                      ? '—'
                      : canary.nodeReady.get(m.name)
                        ? t('Ready')
                        : t('Not ready')}
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
          {canPatch && !decided ? (
            <Flex
              spaceItems={{ default: 'spaceItemsSm' }}
              style={{ marginBlockStart: 'var(--pf-t--global--spacer--md)' }}
            >
              <FlexItem>
                <Button variant="primary" isDisabled={phase !== 'watching'} onClick={() => setDeciding('promote')}>
                  {t('Promote to {{pool}}', { pool: view.name })}
                </Button>
              </FlexItem>
              <FlexItem>
                <Button variant="secondary" onClick={() => setDeciding('stop')}>
                  {t('Stop the canary')}
                </Button>
              </FlexItem>
            </Flex>
          ) : null}
        </PanelMainBody>
      </PanelMain>
      {deciding && !('error' in canary.intent) ? (
        <CanaryDecisionModal
          decision={deciding}
          view={view}
          canary={name}
          reviewedTarget={canary.intent.reviewedTarget}
          machines={canary.machines.map((m) => m.name)}
          promotion={canary.intent.promotion}
          now={now}
          onClose={() => setDeciding(undefined)}
        />
      ) : null}
    </Panel>
  );
}

/** A canary machine's progress in its update, as a cell (`data-progress` the machine-readable one). */
function ProgressCell({
  progress,
  text,
}: {
  progress: CanaryMachineProgress;
  text: Record<CanaryMachineProgress, string>;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Td dataLabel={t('Update')} data-progress={progress}>
      {text[progress]}
    </Td>
  );
}
