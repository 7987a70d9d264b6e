import path from 'node:path';

/**
 * The ports of the suite's own servers, away from a developer's running `npm start`.
 * E2E_PORT_OFFSET moves them all, so two runs on one machine do not collide.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const PORTS = {
  shell: 3100 + offset,
  catalog: 3101 + offset,
  booking: 3102 + offset,
  admin: 3103 + offset,
  api: 4100 + offset,
  /** Spare ports for tests that start, stop or replace servers of their own. */
  spare: 3110 + offset,
} as const;

/**
 * The spare ports each spec file starts its own servers on. Files run side by side (two workers)
 * and the tests of one file one after another, so a file never shares its ports. A shell needs
 * the api's CORS, which playwright.config.ts grants to spare + 0..5; remotes and proxies do not.
 */
export const SPARE_PORTS = {
  foundation: { shell: PORTS.spare, booking: PORTS.spare + 1 },
  composition: { shell: PORTS.spare + 2, catalog: PORTS.spare + 6, booking: PORTS.spare + 7 },
  deploys: {
    shell: PORTS.spare + 3,
    catalog: PORTS.spare + 8,
    booking: PORTS.spare + 9,
    admin: PORTS.spare + 10,
    scratch: PORTS.spare + 11,
  },
} as const;

export const URLS = {
  shell: `http://localhost:${PORTS.shell}`,
  catalog: `http://localhost:${PORTS.catalog}`,
  booking: `http://localhost:${PORTS.booking}`,
  admin: `http://localhost:${PORTS.admin}`,
  api: `http://localhost:${PORTS.api}`,
} as const;

export const ROOT = path.resolve(__dirname, '..', '..');
export const RUN_DIR = path.join(ROOT, 'e2e', '.run', String(offset));

/** Chromium from Debian: Playwright never downloads a browser here (no internet). */
export { CHROMIUM, CHROMIUM_ARGS } from '../../tools/test/chromium.cjs';
