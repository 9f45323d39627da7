/** Where the test run's demo servers listen, and how Debian's Chromium is started here. */
export const DEMO_PORT = 9200;
export const DEMO_API_PORT = 9201;
export const DEMO_API_URL = `http://127.0.0.1:${DEMO_API_PORT}`;

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
