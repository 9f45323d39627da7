import {
  Alert,
  CodeBlock,
  CodeBlockCode,
  Content,
  ExpandableSection,
  Flex,
  FlexItem,
  Label,
  LabelGroup,
  Stack,
} from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuildState } from '../../domain/image-mode/image-build';
import { parseImageRef, shortDigest } from '../../domain/release-info/image-ref';
import { dataTest } from '../data-test';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { buildAdditions } from './build-additions';
import { LineDiffBlock } from '../common/LineDiffBlock';
import { textLineDiff } from '../../domain/machine-config/file-line-diff';

const COLORS: Record<BuildState, 'blue' | 'green' | 'red' | 'orange'> = {
  building: 'blue',
  succeeded: 'green',
  failed: 'red',
  interrupted: 'orange',
};

/**
 * An image-mode pool's build: its state (a failed one with its reason), the image built for
 * the target, the packages the build adds to the base image, and the Containerfile.
 */
export function ImageModeSummary({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [showContainerfile, setShowContainerfile] = useState(false);
  // A change is what the admin is about to approve: shown from the start.
  const [showChange, setShowChange] = useState(true);
  const mode = view.imageMode;
  if (!mode) return null;
  const { build } = mode;
  const state: Record<BuildState, string> = {
    building: t('Building'),
    succeeded: t('Built'),
    failed: t('Build failed'),
    interrupted: t('Build interrupted'),
  };
  const digest = mode.targetImage ? parseImageRef(mode.targetImage).digest : undefined;
  const added = buildAdditions(view.target);
  // Outside the sentence's options: i18next-parser does not read a t() call nested there.
  const noReason = t('no reason given');
  return (
    <Stack hasGutter>
      <Flex spaceItems={{ default: 'spaceItemsSm' }} alignItems={{ default: 'alignItemsCenter' }}>
        <FlexItem>
          <strong>{t('Image mode')}</strong>
        </FlexItem>
        <FlexItem>
          {build ? (
            <Label color={COLORS[build.state]} data-test={dataTest.poolBuild} data-state={build.state}>
              {state[build.state]}
            </Label>
          ) : (
            <Label data-test={dataTest.poolBuild}>{t('No build for the target yet')}</Label>
          )}
        </FlexItem>
        <FlexItem>
          {t('MachineOSConfig {{name}}, build {{build}}', { name: mode.machineOSConfig, build: build?.name ?? '–' })}
        </FlexItem>
        {digest ? (
          <FlexItem data-test={dataTest.poolTargetImage} data-digest={digest}>
            {t('Target image {{digest}}', { digest: shortDigest(digest) })}
          </FlexItem>
        ) : null}
      </Flex>
      {build?.state === 'failed' ? (
        <Alert isInline variant="danger" title={t('The build of the target failed')} data-test="pool-build-failure">
          {t('{{message}}. Approval is blocked until a build succeeds.', { message: build.message ?? noReason })}
        </Alert>
      ) : null}
      {build?.state === 'building' ? (
        <Content component="p">{t('The target image is being built: it can be reviewed once it is built.')}</Content>
      ) : null}
      {added && added.length > 0 ? (
        <LabelGroup
          categoryName={t('Added by the build ({{number}})', { number: added.length })}
          data-test="pool-build-additions"
          numLabels={12}
        >
          {added.map((name) => (
            <Label key={name} isCompact>
              {name}
            </Label>
          ))}
        </LabelGroup>
      ) : null}
      {mode.containerfileChange ? (
        <ExpandableSection
          data-test="pool-containerfile-change"
          toggleText={t('The Containerfile changed since the image the machines boot')}
          isExpanded={showChange}
          onToggle={(_event, expanded) => setShowChange(expanded)}
        >
          <LineDiffBlock
            hunks={textLineDiff(mode.containerfileChange.before, mode.containerfileChange.after).hunks}
            label={t('Changes to the Containerfile of pool {{pool}}', { pool: view.name })}
            testId="containerfile-diff"
          />
        </ExpandableSection>
      ) : null}
      {mode.containerfile ? (
        <ExpandableSection
          toggleText={showContainerfile ? t('Hide the Containerfile') : t('Show the Containerfile')}
          isExpanded={showContainerfile}
          onToggle={(_event, expanded) => setShowContainerfile(expanded)}
        >
          <CodeBlock>
            <CodeBlockCode>{mode.containerfile}</CodeBlockCode>
          </CodeBlock>
        </ExpandableSection>
      ) : null}
    </Stack>
  );
}
