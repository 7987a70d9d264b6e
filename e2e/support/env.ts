import path from 'node:path';

/** The ports of the suite's own servers, away from a developer's running `npm start`. */
export const PORTS = { shell: 3100, catalog: 3101, booking: 3102, admin: 3103, api: 4100 } as const;

export const URLS = {
  shell: `http://localhost:${PORTS.shell}`,
  catalog: `http://localhost:${PORTS.catalog}`,
  booking: `http://localhost:${PORTS.booking}`,
  admin: `http://localhost:${PORTS.admin}`,
  api: `http://localhost:${PORTS.api}`,
} as const;

export const ROOT = path.resolve(__dirname, '..', '..');
export const RUN_DIR = path.join(ROOT, 'e2e', '.run');

/** Chromium from Debian (DESIGN §7): Playwright never downloads a browser here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
