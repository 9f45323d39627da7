import * as PatternFlyCore from '@patternfly/react-core';
import * as PatternFlyIcons from '@patternfly/react-icons';
import * as PatternFlyTable from '@patternfly/react-table';
import * as React from 'react';
import * as ReactI18next from 'react-i18next';
import * as ReactRedux from 'react-redux';
import { CONSOLE_SHARED_VERSIONS } from './console-versions';
import * as SdkStandIn from './sdk';

type Module = Record<string, unknown>;
const entry = (module: Module, version: string) => ({
  [version]: { get: () => Promise.resolve(() => module), from: 'console-shell', eager: true, loaded: 1 },
});

/**
 * The webpack share scope the console gives its plugins: react, react-i18next, react-redux, the SDK, and
 * PatternFly per dynamic module. Each PatternFly dynamic module re-exports part of the
 * package index, so the index namespace serves them all.
 */
export function createSharedScope(): Record<string, unknown> {
  const scope: Record<string, unknown> = {
    react: entry(React as unknown as Module, CONSOLE_SHARED_VERSIONS.react),
    'react-i18next': entry(ReactI18next as unknown as Module, CONSOLE_SHARED_VERSIONS['react-i18next']),
    // Bound to the shell's console store (main.tsx), as the console's is to its own.
    'react-redux': entry(ReactRedux as unknown as Module, CONSOLE_SHARED_VERSIONS['react-redux']),
    '@openshift-console/dynamic-plugin-sdk': entry(SdkStandIn as unknown as Module, CONSOLE_SHARED_VERSIONS.sdk),
  };
  const pf = CONSOLE_SHARED_VERSIONS.patternfly;
  for (const name of __PF_CORE_DYNAMIC_MODULES__) scope[name] = entry(PatternFlyCore as unknown as Module, pf);
  for (const name of __PF_TABLE_DYNAMIC_MODULES__) scope[name] = entry(PatternFlyTable as unknown as Module, pf);
  // Icons as the console shares them: each icon a dynamic module, all served by the index.
  for (const name of __PF_ICONS_DYNAMIC_MODULES__)
    scope[name] = entry(PatternFlyIcons as unknown as Module, CONSOLE_SHARED_VERSIONS.patternflyIcons);
  return scope;
}
