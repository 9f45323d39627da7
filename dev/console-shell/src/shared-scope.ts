import * as PatternFlyCore from '@patternfly/react-core';
import * as PatternFlyTable from '@patternfly/react-table';
import * as React from 'react';
import * as ReactI18next from 'react-i18next';
import * as SdkStandIn from './sdk';

type Module = Record<string, unknown>;
const entry = (module: Module, version: string) => ({
  [version]: { get: () => Promise.resolve(() => module), from: 'console-shell', eager: true, loaded: 1 },
});

/**
 * The webpack share scope the console gives its plugins: react, react-i18next, the SDK, and
 * PatternFly per dynamic module. Each PatternFly dynamic module re-exports part of the
 * package index, so the index namespace serves them all.
 */
export function createSharedScope(): Record<string, unknown> {
  const scope: Record<string, unknown> = {
    react: entry(React as unknown as Module, '18.3.1'),
    'react-i18next': entry(ReactI18next as unknown as Module, '16.5.8'),
    '@openshift-console/dynamic-plugin-sdk': entry(SdkStandIn as unknown as Module, '4.22.0'),
  };
  for (const name of __PF_CORE_DYNAMIC_MODULES__) scope[name] = entry(PatternFlyCore as unknown as Module, '6.4.3');
  for (const name of __PF_TABLE_DYNAMIC_MODULES__) scope[name] = entry(PatternFlyTable as unknown as Module, '6.4.3');
  return scope;
}
