import {
  Alert,
  ExpandableSection,
  Label,
  List,
  ListItem,
  Progress,
  ProgressMeasureLocation,
  Skeleton,
  Stack,
  StackItem,
} from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PullState } from '../../domain/pool/prestage-progress';
import { shortDigest, parseImageRef } from '../../domain/release-info/image-ref';
import { errorMessageOf } from '../../k8s/api-errors';
import { usePrestage } from '../../k8s/prestage';
import { HourglassHalfIcon, InProgressIcon } from '../icons';
import { I18N_NAMESPACE } from '../i18n';

const shortImage = (image: string) => {
  const digest = parseImageRef(image).digest;
  return digest ? shortDigest(digest) : image;
};

/**
 * The approved images' pre-pull on every machine of the pool (the controller's
 * PinnedImageSet, as each MachineConfigNode reports it): how many have them, and each
 * machine's state, so that an admin sees before the window that the rollout will not wait
 * for a 1–2 GB pull, and which machine could not pull.
 */
export function PrestageProgress({ pool, approvedConfig }: { pool: string; approvedConfig?: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const prestage = usePrestage(pool, approvedConfig);
  const [expanded, setExpanded] = useState(false);
  if (prestage === undefined)
    return <Skeleton height="3rem" screenreaderText={t('Loading the pre-pull of pool {{pool}}', { pool })} />;
  if ('error' in prestage)
    return (
      <Alert isInline isPlain variant="warning" data-test="pool-prestage" title={t('The pre-pull cannot be read')}>
        {errorMessageOf(prestage.error)}
      </Alert>
    );
  const total = prestage.nodes.length;
  const labels: Record<PullState, JSX.Element> = {
    running: (
      <Label isCompact status="success">
        {t('Runs it already')}
      </Label>
    ),
    pulled: (
      <Label isCompact status="success">
        {t('Pulled')}
      </Label>
    ),
    pulling: (
      <Label isCompact color="blue" icon={<InProgressIcon />}>
        {t('Pulling')}
      </Label>
    ),
    failed: (
      <Label isCompact status="danger">
        {t('Failed')}
      </Label>
    ),
    waiting: (
      <Label isCompact color="grey" icon={<HourglassHalfIcon />}>
        {t('Waiting')}
      </Label>
    ),
  };
  return (
    <Stack data-test="pool-prestage" data-pulled={prestage.pulled} data-total={total}>
      <StackItem>
        <Progress
          value={total === 0 ? 0 : (100 * prestage.pulled) / total}
          title={t('Pre-pulling the approved OS image: {{pulled}} of {{total}} machines have it', {
            pulled: prestage.pulled,
            total,
          })}
          measureLocation={ProgressMeasureLocation.none}
          variant={prestage.failed > 0 ? 'danger' : prestage.pulled === total ? 'success' : undefined}
          aria-label={t('Machines of {{pool}} that have pulled the approved OS image', { pool })}
        />
      </StackItem>
      <StackItem data-test="prestage-images">
        {t('Images: {{images}}', { images: prestage.images.map(shortImage).join(', ') })}
      </StackItem>
      <StackItem>
        <ExpandableSection
          toggleText={expanded ? t('Hide the machines') : t('Show the machines')}
          isExpanded={expanded}
          onToggle={(_event, value) => setExpanded(value)}
        >
          <List isPlain aria-label={t('Pre-pull by machine')}>
            {prestage.nodes.map((n) => (
              <ListItem key={n.node} data-test="prestage-node" data-state={n.state}>
                {n.node} {labels[n.state]}
                {n.error ? ` ${n.error}` : ''}
              </ListItem>
            ))}
          </List>
        </ExpandableSection>
      </StackItem>
    </Stack>
  );
}
