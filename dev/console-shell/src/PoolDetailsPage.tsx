import { useExtensions } from '@openshift/dynamic-plugin-sdk';
import { PageSection, Tab, Tabs, TabTitleText, Title } from '@patternfly/react-core';
import { useEffect, useState, type ComponentType } from 'react';
import { isTab, MCP_LIST_PATH } from './extensions';
import { translateLabel } from './i18n';
import { LazyComponent, type CodeRef } from './LazyComponent';
import { MachineConfigPoolModel } from './models';
import { navigate } from './router';
import { k8sGet } from './sdk';

/** A MachineConfigPool's details page with the horizontal-nav tabs plugins add, as in the console. */
export function PoolDetailsPage({ name, tab }: { name: string; tab: string }) {
  const tabs = useExtensions(isTab);
  const [pool, setPool] = useState<{ metadata: { name: string } } | undefined>();
  useEffect(() => {
    void (k8sGet({ model: MachineConfigPoolModel, name }) as Promise<{ metadata: { name: string } }>).then(setPool);
  }, [name]);
  const poolTabs = tabs.filter((t) => t.properties.model.kind === 'MachineConfigPool');
  const active = poolTabs.find((t) => t.properties.page.href === tab);
  const tabCodeRef = active?.properties.component as unknown as CodeRef<ComponentType<{ obj: unknown }>> | undefined;
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">MachineConfigPool {name}</Title>
      </PageSection>
      {/* In a page section, as the console's horizontal nav: a bare Tabs in the page's flex column shrinks to nothing beside a tall tab. */}
      <PageSection padding={{ default: 'noPadding' }}>
        <Tabs
          activeKey={active ? active.properties.page.href : 'details'}
          onSelect={(_e, key) => navigate(`${MCP_LIST_PATH}/${name}${key === 'details' ? '' : `/${String(key)}`}`)}
          aria-label="MachineConfigPool tabs"
          mountOnEnter
          unmountOnExit
        >
          {[
            <Tab key="details" eventKey="details" title={<TabTitleText>Details</TabTitleText>}>
              <PageSection>Name: {name}</PageSection>
            </Tab>,
            ...poolTabs.map((t) => (
              <Tab
                key={t.uid}
                eventKey={t.properties.page.href}
                title={<TabTitleText>{translateLabel(t.properties.page.name)}</TabTitleText>}
              >
                {t === active && tabCodeRef && pool ? (
                  <LazyComponent codeRef={tabCodeRef} props={{ obj: pool }} />
                ) : null}
              </Tab>
            )),
          ]}
        </Tabs>
      </PageSection>
    </>
  );
}
