import { useResolvedExtensions } from '@openshift/dynamic-plugin-sdk';
import { Button, Card, CardBody, CardTitle, Flex, FlexItem, PageSection, Popover, Title } from '@patternfly/react-core';
import {
  CheckCircleIcon,
  ExclamationCircleIcon,
  ExclamationTriangleIcon,
  InProgressIcon,
  UnknownIcon,
} from '@patternfly/react-icons';
import { useEffect, useState } from 'react';
import { isHealthResource, type HealthResourceExtension } from './extensions';
import { translateLabel } from './i18n';
import { k8sListItems } from './sdk';

const ICONS: Record<string, JSX.Element> = {
  OK: <CheckCircleIcon color="var(--pf-t--global--icon--color--status--success--default)" />,
  ERROR: <ExclamationCircleIcon color="var(--pf-t--global--icon--color--status--danger--default)" />,
  WARNING: <ExclamationTriangleIcon color="var(--pf-t--global--icon--color--status--warning--default)" />,
  PROGRESS: <InProgressIcon />,
};

/** Watches an item's resources (a list read, as the console's first watch event) and asks the item how healthy that is. */
function HealthItem({ item }: { item: HealthResourceExtension }) {
  const [results, setResults] = useState<Record<string, { data?: unknown; loaded: boolean; loadError?: unknown }>>(() =>
    Object.fromEntries(Object.keys(item.properties.resources).map((key) => [key, { loaded: false }])),
  );
  useEffect(() => {
    for (const [key, resource] of Object.entries(item.properties.resources)) {
      const { group, version, kind } = resource.groupVersionKind;
      const model = {
        apiGroup: group,
        apiVersion: version,
        kind,
        plural: `${kind.toLowerCase()}s`,
        abbr: kind.slice(0, 3),
        label: kind,
        labelPlural: `${kind}s`,
        namespaced: false,
      };
      const queryParams = resource.selector ? { labelSelector: resource.selector } : {};
      void k8sListItems({ model, queryParams }).then(
        (data) => setResults((r) => ({ ...r, [key]: { data, loaded: true } })),
        (loadError: unknown) => setResults((r) => ({ ...r, [key]: { loaded: true, loadError } })),
      );
    }
  }, [item]);
  const health = item.properties.healthHandler(results);
  const title = translateLabel(item.properties.title);
  const Popup = item.properties.popupComponent;
  // As the console's status card marks it: the item is `data-test="<title>"`, its popup button too.
  return (
    <div data-test={title}>
      <Flex
        className="co-status-card__health-item"
        spaceItems={{ default: 'spaceItemsSm' }}
        alignItems={{ default: 'alignItemsCenter' }}
      >
        <FlexItem>{ICONS[health.state] ?? <UnknownIcon />}</FlexItem>
        <FlexItem>
          {Popup ? (
            <Popover
              headerContent={translateLabel(item.properties.popupTitle ?? item.properties.title)}
              bodyContent={<Popup {...results} />}
            >
              <Button variant="link" isInline data-test={title}>
                {title}
              </Button>
            </Popover>
          ) : (
            title
          )}
          <div>{health.message ?? (health.state === 'LOADING' ? 'Loading' : '')}</div>
        </FlexItem>
      </Flex>
    </div>
  );
}

/** The console's Overview dashboard, as far as plugins add to it: the Status card's health items. */
export function OverviewPage() {
  const [items, resolved] = useResolvedExtensions(isHealthResource);
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">Overview</Title>
      </PageSection>
      <PageSection>
        <Card aria-label="Status">
          <CardTitle component="h2">Status</CardTitle>
          <CardBody>
            <Flex spaceItems={{ default: 'spaceItems2xl' }}>
              <FlexItem>
                <CheckCircleIcon color="var(--pf-t--global--icon--color--status--success--default)" /> Cluster
              </FlexItem>
              {resolved
                ? items.map((item) => <HealthItem key={item.uid} item={item as unknown as HealthResourceExtension} />)
                : null}
            </Flex>
          </CardBody>
        </Card>
      </PageSection>
    </>
  );
}
