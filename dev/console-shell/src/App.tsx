import { useExtensions, useResolvedExtensions } from '@openshift/dynamic-plugin-sdk';
import {
  Alert,
  Nav,
  NavExpandable,
  NavItem,
  NavList,
  Page,
  PageSection,
  PageSidebar,
  PageSidebarBody,
  Title,
} from '@patternfly/react-core';
import type { ComponentType, ReactNode } from 'react';
import { isNavHref, isRoute, MCP_LIST_PATH } from './extensions';
import { translateLabel } from './i18n';
import { LazyComponent, type CodeRef } from './LazyComponent';
import { ShellMasthead } from './Masthead';
import { OverviewPage } from './OverviewPage';
import { PoolDetailsPage } from './PoolDetailsPage';
import { PoolListPage } from './PoolListPage';
import { navigate, usePath } from './router';

const SECTIONS = [
  { id: 'home', title: 'Home' },
  { id: 'compute', title: 'Compute' },
  { id: 'administration', title: 'Administration' },
];

function Link({ to, children, active }: { to: string; children: ReactNode; active: boolean }) {
  return (
    <NavItem
      to={to}
      isActive={active}
      onClick={(e) => {
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </NavItem>
  );
}

export function App({ pluginError }: { pluginError?: string }) {
  const path = usePath();
  const [navItems] = useResolvedExtensions(isNavHref);
  // Routes are matched unresolved and their module loaded when entered, as in the console.
  const routes = useExtensions(isRoute);
  const route = routes.find((r) =>
    [r.properties.path].flat().some((p) => (r.properties.exact ? p === path : path.startsWith(p))),
  );
  const poolMatch = new RegExp(`^${MCP_LIST_PATH}/([^/]+)(?:/([^/]+))?$`).exec(path);

  const sidebar = (
    <PageSidebar>
      <PageSidebarBody>
        <Nav aria-label="Global">
          <NavList>
            {SECTIONS.map((section) => (
              <NavExpandable key={section.id} title={section.title} isExpanded>
                {section.id === 'home' ? (
                  <Link to="/dashboards" active={path === '/dashboards'}>
                    Overview
                  </Link>
                ) : null}
                {section.id === 'compute' ? (
                  <Link to={MCP_LIST_PATH} active={path.startsWith(MCP_LIST_PATH)}>
                    MachineConfigPools
                  </Link>
                ) : null}
                {navItems
                  .filter((n) => n.properties.section === section.id)
                  .map((n) => (
                    <Link key={n.uid} to={n.properties.href} active={path === n.properties.href}>
                      {translateLabel(n.properties.name)}
                    </Link>
                  ))}
              </NavExpandable>
            ))}
          </NavList>
        </Nav>
      </PageSidebarBody>
    </PageSidebar>
  );

  let content: ReactNode;
  const routeCodeRef = route?.properties.component as unknown as CodeRef<ComponentType<object>> | undefined;
  if (routeCodeRef) content = <LazyComponent key={route?.uid} codeRef={routeCodeRef} props={{}} />;
  else if (poolMatch?.[1]) content = <PoolDetailsPage name={poolMatch[1]} tab={poolMatch[2] ?? ''} />;
  else if (path === MCP_LIST_PATH) content = <PoolListPage />;
  else if (path === '/dashboards') content = <OverviewPage />;
  else
    content = (
      <PageSection>
        <Title headingLevel="h1">Welcome</Title>Open Administration → OS updates.
      </PageSection>
    );

  return (
    <Page masthead={<ShellMasthead />} sidebar={sidebar} isManagedSidebar>
      {pluginError ? (
        <PageSection>
          <Alert variant="danger" title="The os-update-plugin failed to load">
            {pluginError}
          </Alert>
        </PageSection>
      ) : null}
      {content}
    </Page>
  );
}
