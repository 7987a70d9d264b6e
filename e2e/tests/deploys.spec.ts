import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, DEMO_ADMIN, logIn } from '../support/accounts';
import { menuLink } from '../support/booking';
import { visibleCards } from '../support/catalog';
import { deploy, exposeChunk, laterBuild, type RemoteApp } from '../support/deploys';
import { REMOTES as REMOTE_LIST } from '../../apps.config.cjs';
import { RUN_DIR, SPARE_PORTS } from '../support/env';
import { failedResponsesFrom } from '../support/network';
import { startAppServer, startShell, type RunningServer } from '../support/servers';

// Each remote served, as in production, from a folder that `npm run deploy` fills while its
// server runs (docs/ARCHITECTURE.md, "Deploys and failing remotes"), and a shell of this file's
// own pointing at them.
const ports = SPARE_PORTS.deploys;
const folder = (app: RemoteApp, which: 'served' | 'next') =>
  path.join(RUN_DIR, 'deploys', app, which);
const REMOTES: RemoteApp[] = REMOTE_LIST.map((remote) => remote.name);
const servers = new Map<RemoteApp, RunningServer>();
let shell: RunningServer | undefined;

test.beforeAll(async () => {
  for (const app of REMOTES) {
    await rm(path.join(RUN_DIR, 'deploys', app), { recursive: true, force: true });
    await deploy(app, folder(app, 'served'));
    const port = ports.remotes[app];
    servers.set(app, await startAppServer(app, port, { DIST_DIR: folder(app, 'served') }));
  }
  shell = await startShell(
    ports.shell,
    Object.fromEntries(
      REMOTE_LIST.map((remote) => [remote.federationName, servers.get(remote.name)!.url]),
    ),
  );
});

test.afterAll(async () => {
  await shell?.stop();
  for (const server of servers.values()) await server.stop();
  await rm(path.join(RUN_DIR, 'deploys'), { recursive: true, force: true });
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Opens a page from the menu; gives its heading. */
const fromMenu = (link: string, name: string) => async (page: Page) => {
  await menuLink(page, link).click();
  return heading(page, name);
};

/** How each remote is redeployed in a session; one for every remote of apps.config.cjs. */
interface Redeploy {
  /** A page of the remote, opened from the menu before the deploy. */
  first: (page: Page) => Promise<Locator>;
  /** Another page of it, opened after the deploy in the same session. */
  next: (page: Page) => Promise<Locator>;
  /** The text the new build changes, and where a fresh load shows it. */
  change: [string, string];
  changedAt: string;
}

const REDEPLOYS: Record<RemoteApp, Redeploy> = {
  'mf-catalog': {
    first: async (page) => heading(page, 'LATEST MODELS'),
    next: async (page) => {
      const link = visibleCards(page).first().getByRole('link').first();
      const name = (await link.textContent())?.trim() ?? '';
      await link.click();
      return page.getByRole('heading', { level: 1, name });
    },
    change: ['LATEST MODELS', 'NEWEST MODELS'],
    changedAt: '/motorcycles',
  },
  'mf-booking': {
    first: fromMenu('Reserve Form', 'Reserve a Vespa'),
    next: fromMenu('My reservations', 'My reservations'),
    change: ['Reserve a Vespa', 'Reserve your Vespa'],
    changedAt: '/reserve/new',
  },
  'mf-admin': {
    first: fromMenu('Delete motorcycle', 'Delete a motorcycle'),
    next: fromMenu('All reservations', 'All reservations'),
    change: ['Delete a motorcycle', 'Remove a motorcycle'],
    changedAt: '/delete',
  },
};

for (const { name: app, adminOnly } of REMOTE_LIST) {
  test(`${app} redeployed into its folder while its server runs: an open session's next page still loads, a fresh load runs the new build`, async ({
    page,
    request,
  }) => {
    const redeploy = REDEPLOYS[app];
    const { change } = redeploy;
    const remote = servers.get(app)!;
    const failed = failedResponsesFrom(page, remote.url);
    await laterBuild(app, folder(app, 'next'), change);
    await logIn(page, adminOnly ? DEMO_ADMIN : await createAccount(request), shell!.url);
    await expect(await redeploy.first(page)).toBeVisible();

    // The chunks of the next page are named in the remoteEntry.js this session loaded, and the
    // new build has none of those names.
    await deploy(app, folder(app, 'served'), { from: folder(app, 'next') });
    await expect(await redeploy.next(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(failed).toEqual([]);

    await page.goto(`${shell!.url}${redeploy.changedAt}`);
    await expect(heading(page, change[1])).toBeVisible();
    expect(failed).toEqual([]);
  });
}

test('a page open longer than the grace period: its next catalog page shows the fallback, and Retry loads it from the new build', async ({
  page,
  request,
}) => {
  const app = 'mf-catalog';
  const { change, next } = REDEPLOYS[app];
  await deploy(app, folder(app, 'served'));
  await laterBuild(app, folder(app, 'next'), change);
  await logIn(page, await createAccount(request), shell!.url);
  await expect(heading(page, change[0])).toBeVisible();

  await deploy(app, folder(app, 'served'), { from: folder(app, 'next'), graceHours: 0 });
  const detail = await next(page);
  await expect(
    page.getByRole('heading', { name: 'This part of the app could not be loaded' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(detail).toBeVisible();
});

test('a deploy keeps the files it supersedes through the grace period; a deploy after it removes them', async ({
  request,
}) => {
  const served = path.join(RUN_DIR, 'deploys', 'scratch', 'served');
  const next = path.join(RUN_DIR, 'deploys', 'scratch', 'next');
  await rm(path.dirname(served), { recursive: true, force: true });
  await deploy('mf-catalog', served);
  const server = await startAppServer('mf-catalog', ports.scratch, { DIST_DIR: served });
  try {
    const previous = `${server.url}/${await exposeChunk('mf-catalog', 'DetailPage')}`;
    const entryBefore = await (await request.get(`${server.url}/remoteEntry.js`)).text();
    await laterBuild('mf-catalog', next, ['LATEST MODELS', 'NEWEST MODELS']);

    await deploy('mf-catalog', served, { from: next, graceHours: 24 });
    const entryAfter = await (await request.get(`${server.url}/remoteEntry.js`)).text();
    expect(entryAfter).not.toBe(entryBefore);
    expect((await request.get(previous)).status()).toBe(200);
    // The deploy's record of what it superseded is not served.
    expect((await request.get(`${server.url}/.deploy-state.json`)).status()).toBe(404);

    await deploy('mf-catalog', served, { from: next, graceHours: 0 });
    expect((await request.get(previous)).status()).toBe(404);
    expect((await request.get(`${server.url}/remoteEntry.js`)).status()).toBe(200);
  } finally {
    await server.stop();
  }
});
