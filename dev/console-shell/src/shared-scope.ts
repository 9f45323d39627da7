import * as PatternFlyCore from '@patternfly/react-core';
import * as PatternFlyIcons from '@patternfly/react-icons';
import * as PatternFlyTable from '@patternfly/react-table';
import * as React from 'react';
import * as ReactI18next from 'react-i18next';
import * as ReactRedux from 'react-redux';
import recorded from '../recorded/console-4.22-share-scope.json';
import * as SdkStandIn from './sdk';

type Module = Record<string, unknown>;

/**
 * What the shell serves for a module console 4.22 shares: react, react-i18next, react-redux
 * (bound to the shell's console store, main.tsx), the SDK stand-in, and PatternFly per dynamic
 * module (each re-exports part of its package index, so the index namespace serves them all).
 * Modules the plugin never asks for (redux, react-router, topology, …) are not served.
 */
function providerOf(name: string): Module | undefined {
  if (name === 'react') return React as unknown as Module;
  if (name === 'react-i18next') return ReactI18next as unknown as Module;
  if (name === 'react-redux') return ReactRedux as unknown as Module;
  if (name === '@openshift-console/dynamic-plugin-sdk') return SdkStandIn as unknown as Module;
  if (name.startsWith('@patternfly/react-core/dist/dynamic/')) return PatternFlyCore as unknown as Module;
  if (name.startsWith('@patternfly/react-table/dist/dynamic/')) return PatternFlyTable as unknown as Module;
  if (name.startsWith('@patternfly/react-icons/dist/dynamic/')) return PatternFlyIcons as unknown as Module;
  return undefined;
}

/**
 * The webpack share scope the console gives its plugins, exactly console 4.22's as recorded
 * from its webpack runtime (dev/tools/console-share-scope.ts): the same modules under the same
 * versions. It shares only the PatternFly dynamic modules and icons it uses itself, the SDK as
 * 0.0.0-fixed (a plugin built for =4.22.0 gets an "Unsatisfied version" warning and uses it),
 * and for PatternFly, not a singleton, webpack takes the highest version offered.
 */
export function createSharedScope(): Record<string, unknown> {
  const scope: Record<string, unknown> = {};
  for (const [name, versions] of Object.entries(recorded as Record<string, string[]>)) {
    const module = providerOf(name);
    const version = versions[0];
    if (module && version)
      scope[name] = {
        [version]: { get: () => Promise.resolve(() => module), from: 'console-shell', eager: true, loaded: 1 },
      };
  }
  return scope;
}
