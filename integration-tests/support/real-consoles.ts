import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { SLOT, slotPort } from './environment';

/**
 * The real console frontends (production builds of openshift/console release-4.22 and
 * release-4.23 = 5.0) that `../shared/realconsole/` holds, each served by its stand-in
 * backend (`bridge.mjs`) against the test run's demo cluster: once as the cluster admin, once
 * logged in as the read-only `viewer` (through a proxy that says so to the API server).
 */
export const REAL_CONSOLE_DIR = resolve(process.env.REAL_CONSOLE_DIR ?? '../shared/realconsole');
export const HAVE_REAL_CONSOLES = existsSync(resolve(REAL_CONSOLE_DIR, 'bridge.mjs'));

export interface RealConsole {
  /** The Playwright project, and the build's folder under REAL_CONSOLE_DIR. */
  readonly name: 'console-4.22' | 'console-5.0';
  /** What its `SERVER_FLAGS.releaseVersion` says (checked against the plugin's pluginAPI range). */
  readonly version: string;
  readonly port: number;
  /** The same console, logged in as the read-only viewer. */
  readonly viewerPort: number;
}

/** The real consoles of a slot (environment.ts): each worker has its own, in front of its demo. */
export const realConsoles = (slot = SLOT): readonly RealConsole[] => [
  { name: 'console-4.22', version: '4.22.1', port: slotPort(9280, slot), viewerPort: slotPort(9281, slot) },
  { name: 'console-5.0', version: '5.0.1', port: slotPort(9282, slot), viewerPort: slotPort(9283, slot) },
];
export const REAL_CONSOLES = realConsoles();

/**
 * Console 5.0 in front of the demo on kube-apiserver (`npm start -- --kube`), as the admin and
 * as the viewer: the page's writes judged by the real API server.
 */
export const kubeConsole = (slot = SLOT): RealConsole => ({
  name: 'console-5.0',
  version: '5.0.1',
  port: slotPort(9312, slot),
  viewerPort: slotPort(9313, slot),
});
export const kubeViewerProxyPort = (slot = SLOT) => slotPort(9314, slot);

/** The API server as the read-only viewer sees it (the bridges have no login of their own). */
export const viewerProxyPort = (slot = SLOT) => slotPort(9284, slot);
/** Answers 200 once every console of the slot is up. */
export const realConsolesReadyPort = (slot = SLOT) => slotPort(9285, slot);
