import { usePools, useReleaseInfos } from '../../k8s/watches';
import {
  Alert,
  Card,
  CardBody,
  EmptyState,
  EmptyStateBody,
  Form,
  FormGroup,
  FormSelect,
  FormSelectOption,
  Grid,
  GridItem,
  PageSection,
  Skeleton,
  Stack,
  StackItem,
  Title,
} from '@patternfly/react-core';
import { DocumentTitle } from '@openshift-console/dynamic-plugin-sdk';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { packageDiffQuery } from '../../k8s/queries';
import { osUpdateKeys } from '../../k8s/query-keys';
import { OsUpdatesBreadcrumb } from '../common/OsUpdatesBreadcrumb';
import { QueryErrorState } from '../common/QueryErrorState';
import { usePoolViews } from '../hooks/use-pool-views';
import { PackageDiffPanel } from '../diff/PackageDiffPanel';
import { I18N_NAMESPACE } from '../i18n';
import { choiceLabel, imageChoices, type ImageChoice } from './image-choices';
import { defaultComparison, poolsByImage, type ImagePools } from './pool-images';
import { useCompareSelection } from './use-compare-selection';

/** An option's label: the image, then the pools that run it or wait for it, by name. */
function useOptionLabel(pools: ReadonlyMap<string, ImagePools>) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const extensions = t('extensions');
  return (choice: ImageChoice) => {
    const image = choiceLabel(choice.info, extensions);
    const { running = [], awaiting = [] } = pools.get(choice.key) ?? {};
    const [runningNames, awaitingNames] = [running.join(', '), awaiting.join(', ')];
    if (running.length > 0 && awaiting.length > 0)
      return t('{{image}} — runs on {{running}}, awaited by {{awaiting}}', {
        image,
        running: runningNames,
        awaiting: awaitingNames,
      });
    if (running.length > 0) return t('{{image}} — runs on {{pools}}', { image, pools: runningNames });
    if (awaiting.length > 0) return t('{{image}} — awaited by {{pools}}', { image, pools: awaitingNames });
    return image;
  };
}

function ImageSelect(props: {
  id: string;
  label: string;
  value?: string;
  choices: readonly ImageChoice[];
  pools: ReadonlyMap<string, ImagePools>;
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const label = useOptionLabel(props.pools);
  const known = props.choices.some((c) => c.key === props.value);
  return (
    <FormGroup label={props.label} fieldId={props.id}>
      <FormSelect id={props.id} value={known ? props.value : ''} onChange={(_e, value) => props.onChange(value)}>
        <FormSelectOption value="" label={t('Choose an OS image')} isPlaceholder isDisabled />
        {props.choices.map((c) => (
          <FormSelectOption key={c.key} value={c.key} label={label(c)} />
        ))}
      </FormSelect>
    </FormGroup>
  );
}

/**
 * Any two OS images the cluster has a package list of, side by side: the same diff table,
 * search and export as a pool's, with the choice in the URL. Each image is offered with the
 * pools that run it or wait for it: a digest alone tells the admin nothing.
 */
export function CompareImagesView() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const infos = useReleaseInfos();
  const pools = usePools();
  const views = usePoolViews(pools.data ?? []);
  const [chosen, setSelection] = useCompareSelection();
  // A link that names no image opens on what the first waiting pool would go through.
  const selection = chosen.from || chosen.to ? chosen : defaultComparison(views);
  const byImage = poolsByImage(views);
  const choices = imageChoices(infos.data);
  const from = choices.find((c) => c.key === selection.from)?.info;
  const to = choices.find((c) => c.key === selection.to)?.info;
  const diff = useQuery(
    from && to ? packageDiffQuery(from, to) : { queryKey: osUpdateKeys.diff('', ''), queryFn: skipToken },
  );
  // Only a link can name an unknown image: the default is made of known ones.
  const unknown = (chosen.from && infos.data && !from) || (chosen.to && infos.data && !to);

  let body;
  if (infos.isPending) body = <Skeleton height="8rem" screenreaderText={t('Loading release infos')} />;
  else if (infos.isError)
    body = <QueryErrorState error={infos.error} what={t('release infos')} onRetry={() => void infos.refetch()} />;
  else if (choices.length < 2)
    body = (
      <EmptyState headingLevel="h2" titleText={t('Nothing to compare yet')} variant="sm">
        <EmptyStateBody>
          {t('Comparing needs the package lists of two OS images: publish release infos for them first.')}
        </EmptyStateBody>
      </EmptyState>
    );
  else
    body = (
      <Stack hasGutter>
        <StackItem>
          <Form>
            {/* One above the other: an option names its pools after the image, and needs the width. */}
            <Grid hasGutter>
              <GridItem>
                <ImageSelect
                  id="os-update-plugin-compare-from"
                  label={t('From')}
                  value={selection.from}
                  choices={choices}
                  pools={byImage}
                  onChange={(key) => setSelection({ ...selection, from: key })}
                />
              </GridItem>
              <GridItem>
                <ImageSelect
                  id="os-update-plugin-compare-to"
                  label={t('To')}
                  value={selection.to}
                  choices={choices}
                  pools={byImage}
                  onChange={(key) => setSelection({ ...selection, to: key })}
                />
              </GridItem>
            </Grid>
          </Form>
        </StackItem>
        {unknown ? (
          <StackItem>
            <Alert isInline variant="warning" title={t('An image in the link is not known here')}>
              {t('The cluster has no package list for it (any more): choose another image.')}
            </Alert>
          </StackItem>
        ) : null}
        {from && to && diff.data ? (
          <StackItem>
            <Card isCompact data-test="compare-diff">
              <CardBody>
                <PackageDiffPanel pool="compare" diff={diff.data} current={from} target={to} />
              </CardBody>
            </Card>
          </StackItem>
        ) : from && to ? (
          <StackItem>
            <Skeleton height="8rem" screenreaderText={t('Computing the package diff')} />
          </StackItem>
        ) : null}
      </Stack>
    );

  return (
    <>
      <DocumentTitle>{t('Compare OS images')}</DocumentTitle>
      <PageSection>
        <OsUpdatesBreadcrumb current={t('Compare OS images')} />
        <Title headingLevel="h1">{t('Compare OS images')}</Title>
      </PageSection>
      <PageSection>{body}</PageSection>
    </>
  );
}
