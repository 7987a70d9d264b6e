import path from 'node:path';
import { APPS, REMOTES } from '../../apps.config.cjs';

/** An app's name (its package): `mf-catalog`. */
export type AppName = (typeof APPS)[number]['name'];
/** A remote's name (its package): `mf-catalog`. */
export type RemoteApp = (typeof REMOTES)[number]['name'];
/** An app's federation name, which keys its port and URL here: `catalog`. */
type FederationName = (typeof APPS)[number]['federationName'];

/**
 * The ports of the suite's own servers, away from a developer's running `npm start`: each app's
 * usual port (apps.config.cjs) plus 100, by federation name. E2E_PORT_OFFSET moves them all, so
 * two runs on one machine do not collide.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const PORTS = {
  ...(Object.fromEntries(
    APPS.map((app) => [app.federationName, app.port + 100 + offset]),
  ) as Record<FederationName, number>),
  api: 4100 + offset,
  /** The development mailbox npm start runs (tools/stack/mailbox.mjs): its page and its SMTP. */
  mailbox: 4180 + offset,
  mailboxSmtp: 4125 + offset,
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
    scratch: PORTS.spare + 8,
    /** One for each remote, by name. */
    remotes: Object.fromEntries(
      REMOTES.map((remote, index) => [remote.name, PORTS.spare + 9 + index]),
    ) as Record<RemoteApp, number>,
  },
} as const;

/** Each app's URL by federation name, and the api's. */
export const URLS = {
  ...(Object.fromEntries(
    APPS.map((app) => [app.federationName, `http://localhost:${PORTS[app.federationName]}`]),
  ) as Record<FederationName, string>),
  api: `http://localhost:${PORTS.api}`,
} as const;

export const ROOT = path.resolve(__dirname, '..', '..');
export const RUN_DIR = path.join(ROOT, 'e2e', '.run', String(offset));

/** Chromium from Debian: Playwright never downloads a browser here (no internet). */
export { CHROMIUM, CHROMIUM_ARGS } from '../../tools/test/chromium.cjs';
