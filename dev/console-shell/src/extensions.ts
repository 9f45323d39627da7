import type { Extension } from '@openshift/dynamic-plugin-sdk';
import type { ComponentType } from 'react';

export interface RouteExtension extends Extension {
  type: 'console.page/route';
  properties: { path: string | string[]; exact?: boolean; component: ComponentType };
}

export interface NavHrefExtension extends Extension {
  type: 'console.navigation/href';
  properties: { id: string; name: string; href: string; section?: string; perspective?: string };
}

export interface TabExtension extends Extension {
  type: 'console.tab/horizontalNav';
  properties: {
    model: { group: string; version: string; kind: string };
    page: { name: string; href: string };
    component: ComponentType<{ obj: unknown }>;
  };
}

export const isRoute = (e: Extension): e is RouteExtension => e.type === 'console.page/route';
export const isNavHref = (e: Extension): e is NavHrefExtension => e.type === 'console.navigation/href';
export const isTab = (e: Extension): e is TabExtension => e.type === 'console.tab/horizontalNav';

export const MCP_REFERENCE = 'machineconfiguration.openshift.io~v1~MachineConfigPool';
export const MCP_LIST_PATH = `/k8s/cluster/${MCP_REFERENCE}`;

/** A health item of the Overview's status card whose status comes from Kubernetes resources. */
export interface HealthResourceExtension extends Extension {
  type: 'console.dashboards/overview/health/resource';
  properties: {
    title: string;
    resources: Record<
      string,
      {
        groupVersionKind: { group: string; version: string; kind: string };
        isList?: boolean;
        selector?: { matchLabels?: Record<string, string>; matchExpressions?: unknown[] };
      }
    >;
    healthHandler: (results: Record<string, unknown>) => { state: string; message?: string };
    popupComponent?: ComponentType<Record<string, unknown>>;
    popupTitle?: string;
  };
}

export const isHealthResource = (e: Extension): e is HealthResourceExtension =>
  e.type === 'console.dashboards/overview/health/resource';
