import {
  Alert,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  Flex,
  FlexItem,
  Grid,
  GridItem,
  Skeleton,
  Stack,
  Title,
} from '@patternfly/react-core';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { samePoolView } from '../hooks/same-pool-view';
import { dataTest } from '../data-test';
import { PoolDiff } from '../diff/PoolDiff';
import { hasGateNotes } from '../gate/gate-notes-shown';
import { PoolActions } from '../gate/PoolActions';
import { PoolGate } from '../gate/PoolGate';
import type { PoolView } from '../hooks/use-pool-views';
import { PoolLink } from '../common/resource-links';
import { useNumberFormat } from '../hooks/use-number-format';
import { usePackageDiff } from '../hooks/use-pool-diff';
import { I18N_NAMESPACE } from '../i18n';
import { ImageSummary } from './ImageSummary';
import { FixesSeverity } from './WaitingChange';
import { PoolStateLabel, updateDirection } from './PoolStateLabel';
import { ConfigChangeInBrief } from '../config/ConfigChangeInBrief';
import { PoolDisruptionLabel } from '../config/PoolDisruption';
import { prestageSetName } from '../../domain/pool/prestage-names';
import { PreflightLabel } from '../preflight/PreflightLabel';
import { waitsForReview } from './waits-for-review';

// Only pools that roll out (or are held mid-way) show it: a first visit to a quiet cluster
// does not load it (nor the node table's virtualizer).
const RolloutProgress = lazy(() => import('../gate/RolloutProgress').then((m) => ({ default: m.RolloutProgress })));
// Only pools whose configs add extensions or a kernel type have these: not every first visit.
const NodeAdditionsSummary = lazy(() =>
  import('./NodeAdditionsSummary').then((m) => ({ default: m.NodeAdditionsSummary })),
);
// Only pinned pools (or ones whose OS image a MachineConfig overrides) have the label.
const PinnedLabel = lazy(() => import('../pin/PinnedLabel').then((m) => ({ default: m.PinnedLabel })));
// Only image-mode pools have a build to show.
const ImageModeSummary = lazy(() =>
  import('../image-mode/ImageModeSummary').then((m) => ({ default: m.ImageModeSummary })),
);
// Only clusters with OS image streams have these.
const PoolStreams = lazy(() => import('../os-stream/PoolStreams').then((m) => ({ default: m.PoolStreams })));
const PoolStreamLabel = lazy(() =>
  import('../os-stream/PoolStreamLabel').then((m) => ({ default: m.PoolStreamLabel })),
);
// Only a pool with a canary under way has its panel.
const CanaryPanel = lazy(() => import('../canary/CanaryPanel').then((m) => ({ default: m.CanaryPanel })));
// Only pools approved for a maintenance window have one.
const MaintenanceWindowPanel = lazy(() =>
  import('../window/MaintenanceWindowPanel').then((m) => ({ default: m.MaintenanceWindowPanel })),
);
// Only pools whose approved image is pre-pulled have it.
const PrestageProgress = lazy(() =>
  import('../window/PrestageProgress').then((m) => ({ default: m.PrestageProgress })),
);
const GateNotes = lazy(() => import('../gate/GateNotes').then((m) => ({ default: m.GateNotes })));

/**
 * One pool: its state, what it runs and what it would get, and the package diff. Rendered
 * again only when what it shows changed (200 pools: an event about one renders one).
 */
export const PoolSection = memo(
  PoolSectionContent,
  (a, b) => a.linkPool === b.linkPool && samePoolView(a.view, b.view),
);

function PoolSectionContent({ view, linkPool = false }: { view: PoolView; linkPool?: boolean }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const { state } = view;
  const titleId = `os-update-plugin-pool-${view.name}`;
  const diff = usePackageDiff(view.current, view.target, view.imageChanges);
  const onTarget = view.current.config !== undefined && view.current.config === view.target.config;
  // A parent whose canary goes first shows the canary's progress in its panel, not its own.
  const showProgress =
    (state.kind === 'updating' && state.canary === undefined) ||
    view.heldMidRollout ||
    (state.kind === 'degraded' && view.updatedMachineCount < view.machineCount);
  return (
    <Card data-test={dataTest.pool(view.name)} component="section" aria-labelledby={titleId} isCompact>
      <CardHeader>
        <Flex alignItems={{ default: 'alignItemsCenter' }} spaceItems={{ default: 'spaceItemsMd' }}>
          <FlexItem>
            <CardTitle id={titleId} component="h2">
              {linkPool ? <PoolLink name={view.name} /> : view.name}
            </CardTitle>
          </FlexItem>
          <FlexItem>
            <PoolStateLabel state={state} diff={diff} />
            {view.imageChanges && view.current.releaseInfo && view.target.releaseInfo ? (
              <FixesSeverity current={view.current.releaseInfo} target={view.target.releaseInfo} where="header" />
            ) : null}
          </FlexItem>
          <FlexItem>
            <PoolGate view={view} />
          </FlexItem>
          {view.pin || view.osImageOverridden ? (
            <FlexItem>
              <Suspense fallback={null}>
                <PinnedLabel view={view} />
              </Suspense>
            </FlexItem>
          ) : null}
          {view.stream?.name ? (
            <FlexItem>
              <Suspense fallback={null}>
                <PoolStreamLabel view={view} />
              </Suspense>
            </FlexItem>
          ) : null}
          <FlexItem>
            <PoolDisruptionLabel view={view} />
          </FlexItem>
          {waitsForReview(view) ? (
            <FlexItem>
              <PreflightLabel view={view} read={!linkPool} />
            </FlexItem>
          ) : null}
          {/* While it rolls out, the progress below says how far: not here as well. */}
          {showProgress ? null : (
            <FlexItem>
              {t('{{updated}} of {{total}} machines updated', {
                count: view.machineCount,
                updated: format(view.updatedMachineCount),
                total: format(view.machineCount),
              })}
            </FlexItem>
          )}
          {view.wavesLeft > 0 && !showProgress ? (
            <FlexItem>
              {t('{{atOnce}} at a time, {{waves}} waves left', {
                count: view.wavesLeft,
                atOnce: format(view.atOnce),
                waves: format(view.wavesLeft),
              })}
            </FlexItem>
          ) : null}
        </Flex>
      </CardHeader>
      <CardBody>
        <Stack hasGutter>
          <PoolActions view={view} downgrade={updateDirection(diff) !== 'update'} />
          {view.stream && view.stream.others.length > 0 ? (
            <Suspense fallback={null}>
              <PoolStreams view={view} />
            </Suspense>
          ) : null}
          {view.hasCanary ? (
            <Suspense fallback={null}>
              <CanaryPanel view={view} />
            </Suspense>
          ) : null}
          {view.facts.maintenanceWindow ? (
            <Suspense fallback={null}>
              <MaintenanceWindowPanel view={view} />
            </Suspense>
          ) : null}
          {view.pool.spec?.pinnedImageSets?.some((s) => s.name === prestageSetName(view.name)) ? (
            <Suspense fallback={null}>
              <PrestageProgress pool={view.name} approvedConfig={view.facts.approvedConfig} />
            </Suspense>
          ) : null}
          {hasGateNotes(view) ? (
            <Suspense fallback={null}>
              <GateNotes view={view} />
            </Suspense>
          ) : null}
          {state.kind === 'degraded' ? (
            <Alert
              isInline
              variant="danger"
              title={t('{{condition}}: approval is blocked', { condition: state.condition })}
            >
              {state.reason}
            </Alert>
          ) : null}
          {state.kind === 'unknown' ? (
            <Alert isInline variant="warning" title={t('The state of this pool cannot be told')}>
              {t('Missing: {{missing}}', { missing: state.missing.join(', ') })}
            </Alert>
          ) : null}
          {state.kind === 'config-only' ? (
            <Alert
              isInline
              isPlain
              variant="info"
              title={t('The OS image does not change: this is a configuration-only update.')}
            >
              <ConfigChangeInBrief view={view} />
            </Alert>
          ) : null}
          {showProgress ? (
            <Suspense
              fallback={
                <Skeleton
                  height="6rem"
                  screenreaderText={t('Loading the roll-out of pool {{pool}}', { pool: view.name })}
                />
              }
            >
              <RolloutProgress view={view} />
            </Suspense>
          ) : null}
          {view.imageMode ? (
            <Suspense fallback={null}>
              <ImageModeSummary view={view} />
            </Suspense>
          ) : null}
          {/* A pool on its target shows what it runs once: there is no second side to compare. */}
          <Grid hasGutter md={onTarget ? 12 : 6}>
            <GridItem>
              <ImageSummary
                side={view.current}
                heading={onTarget ? t('Runs config') : t('Current config')}
                copyLabel={t('Copy the current OS image of {{pool}}', { pool: view.name })}
                configCopyLabel={t('Copy the name of the current config of {{pool}}', { pool: view.name })}
              />
            </GridItem>
            {onTarget ? null : (
              <GridItem>
                <ImageSummary
                  side={view.target}
                  heading={t('Target config')}
                  copyLabel={t('Copy the target OS image of {{pool}}', { pool: view.name })}
                  configCopyLabel={t('Copy the name of the target config of {{pool}}', { pool: view.name })}
                />
              </GridItem>
            )}
          </Grid>
          {view.additions ? (
            <Suspense fallback={null}>
              <NodeAdditionsSummary additions={view.additions} />
            </Suspense>
          ) : null}
          {view.loading ? <Skeleton screenreaderText={t('Loading rendered configs')} /> : null}
          {view.imageChanges && view.byArch.length === 1 ? (
            <PoolDiff pool={view.name} current={view.current} target={view.target} machineConfigPool={view.pool} />
          ) : null}
          {view.imageChanges && view.byArch.length > 1
            ? view.byArch.map(({ arch, current, target }) => (
                <Stack hasGutter key={arch} data-test={`pool-diff-${arch}`}>
                  <Title headingLevel="h3" size="md">
                    {t('Packages on the {{arch}} machines', { arch })}
                  </Title>
                  <PoolDiff
                    pool={`${view.name}-${arch}`}
                    poolName={view.name}
                    current={current}
                    target={target}
                    machineConfigPool={view.pool}
                  />
                </Stack>
              ))
            : null}
        </Stack>
      </CardBody>
    </Card>
  );
}
