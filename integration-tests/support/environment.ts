/**
 * Where the test run's servers listen, and how Debian's Chromium is started here.
 *
 * Playwright runs E2E_WORKERS workers side by side (1 by default: on 2 cores two workers made
 * each test 2.7 times slower, the run 1.4 times longer); each has a slot (its parallel index) with
 * servers of its own: a demo cluster, the real consoles in front of it, and every spec's own
 * demos, each on its port plus SLOT_SPACING times the slot. In the main process (the config)
 * the slot is 0; the config starts the servers of every slot itself.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const SLOT_SPACING = 1000;
/** Moves every port, for a second run beside this one (`E2E_PORT_OFFSET=5000`). */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
/** This worker's slot (Playwright's TEST_PARALLEL_INDEX: unique among the workers running). */
export const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** A port of the slot's own servers (`port` is slot 0's). */
export const slotPort = (port: number, slot = SLOT): number => port + PORT_OFFSET + slot * SLOT_SPACING;

export const demoPort = (slot = SLOT) => slotPort(9200, slot);
export const demoApiPort = (slot = SLOT) => slotPort(9201, slot);
export const DEMO_PORT = demoPort();
export const DEMO_API_PORT = demoApiPort();
export const DEMO_API_URL = `http://127.0.0.1:${DEMO_API_PORT}`;
/** The demo on the real control plane (`npm start -- --kube`): its shell and its admin's front. */
export const kubeDemoPort = (slot = SLOT) => slotPort(9310, slot);
export const kubeDemoApiPort = (slot = SLOT) => slotPort(9311, slot);
export const KUBE_DEMO_API_URL = `http://127.0.0.1:${kubeDemoApiPort()}`;

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
