import { useReleaseInfos } from '../../k8s/watches';
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
import { QueryErrorState } from '../common/QueryErrorState';
import { PackageDiffPanel } from '../diff/PackageDiffPanel';
import { I18N_NAMESPACE } from '../i18n';
import { choiceLabel, imageChoices, type ImageChoice } from './image-choices';
import { useCompareSelection } from './use-compare-selection';

function ImageSelect(props: {
  id: string;
  label: string;
  value?: string;
  choices: readonly ImageChoice[];
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const known = props.choices.some((c) => c.key === props.value);
  return (
    <FormGroup label={props.label} fieldId={props.id}>
      <FormSelect id={props.id} value={known ? props.value : ''} onChange={(_e, value) => props.onChange(value)}>
        <FormSelectOption value="" label={t('Choose an OS image')} isPlaceholder isDisabled />
        {props.choices.map((c) => (
          <FormSelectOption key={c.key} value={c.key} label={choiceLabel(c.info, t('extensions'))} />
        ))}
      </FormSelect>
    </FormGroup>
  );
}

/**
 * Any two OS images the cluster has a package list of, side by side: the same diff table,
 * search and export as a pool's, with the choice in the URL.
 */
export function CompareImagesView() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const infos = useReleaseInfos();
  const [selection, setSelection] = useCompareSelection();
  const choices = imageChoices(infos.data);
  const from = choices.find((c) => c.key === selection.from)?.info;
  const to = choices.find((c) => c.key === selection.to)?.info;
  const diff = useQuery(
    from && to ? packageDiffQuery(from, to) : { queryKey: osUpdateKeys.diff('', ''), queryFn: skipToken },
  );
  const unknown = (selection.from && infos.data && !from) || (selection.to && infos.data && !to);

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
            <Grid hasGutter md={6}>
              <GridItem>
                <ImageSelect
                  id="os-update-plugin-compare-from"
                  label={t('From')}
                  value={selection.from}
                  choices={choices}
                  onChange={(key) => setSelection({ ...selection, from: key })}
                />
              </GridItem>
              <GridItem>
                <ImageSelect
                  id="os-update-plugin-compare-to"
                  label={t('To')}
                  value={selection.to}
                  choices={choices}
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
        <Title headingLevel="h1">{t('Compare OS images')}</Title>
      </PageSection>
      <PageSection>{body}</PageSection>
    </>
  );
}
