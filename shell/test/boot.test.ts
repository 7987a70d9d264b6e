import { waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { SESSION_KEY } from 'shared-auth';
import { listOf, motorcycles } from 'shared-auth/testing';
import type { User } from 'shared-domain';
import { REMOTE_ROUTES, remoteRouteFor } from '../src/app/remoteRoutes';
import { boot } from '../src/boot/boot';
import { BOOT_DATA_ID, type BootData } from '../src/boot/bootData';
import { admin, mockApi, rider, TOKEN } from './support';

// The shell page's boot script (src/boot/), run as the page is parsed: what it asks the browser
// for before main.js has arrived, for whom and on which page.

const REMOTES = {
  catalog: 'http://catalog.test',
  booking: 'http://booking.test/',
  admin: 'http://admin.test',
  api: 'http://api.test',
};
const EXPOSES: BootData['exposes'] = {
  catalog: {
    CarouselPage: { js: ['834.a.js', 'carousel.b.js'], css: ['carousel.c.css'] },
    DetailPage: { js: ['834.a.js', 'detail.d.js'], css: ['detail.e.css'] },
  },
  booking: { ReservationsPage: { js: ['reservations.f.js'], css: ['reservations.g.css'] } },
  admin: {
    DeletePage: { js: ['delete.h.js'], css: [] },
    AddMotorcyclePage: { js: ['add.i.js'], css: [] },
    EditMotorcyclePage: { js: ['edit.j.js'], css: [] },
    FleetPage: { js: ['fleet.k.js'], css: [] },
  },
};
const SHELL_CHUNKS = ['/federation.1.js', '/shared-auth-api.2.js'];
const LIST = 'GET /api/v1/motorcycles';

/** The page as the shell's server sends it, at `path`, with `user` signed in earlier. */
function pageAt(path: string, user: User | null, data: BootData = fullData()) {
  document.head.innerHTML = '';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_DATA_ID;
  block.textContent = JSON.stringify(data);
  document.head.append(block);
  localStorage.clear();
  if (user) {
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ currentUser: user, token: TOKEN, menuIcon: 'bars' }),
    );
  }
  window.history.replaceState(null, '', path);
}

function fullData(): BootData {
  return { shellChunks: SHELL_CHUNKS, remotes: REMOTES, exposes: EXPOSES };
}

/** Every hint the page holds: "preload script http://… low", "preconnect http://…". */
function hints(): string[] {
  return [...document.head.querySelectorAll('link')].map((link) =>
    link.rel === 'preload'
      ? `preload ${link.as} ${link.href} ${link.getAttribute('fetchpriority')}`
      : `${link.rel} ${link.href}`,
  );
}

const shellChunkHints = SHELL_CHUNKS.map((chunk) => `preload script http://localhost${chunk} low`);

describe('for a signed-in rider', () => {
  it("entering My reservations: the page's files, its remote's entry and the shell's chunks at once, and the api's connection", () => {
    const api = mockApi();
    pageAt('/reservations', rider);
    boot();
    expect(hints()).toEqual([
      'preconnect http://api.test/',
      ...shellChunkHints,
      'preload script http://booking.test/remoteEntry.js low',
      'preload script http://booking.test/reservations.f.js low',
      'preload style http://booking.test/reservations.g.css low',
    ]);
    expect(api.calls).toHaveLength(0);
  });

  it('entering the carousel: the list with the session, then its first picture at high priority', async () => {
    const api = mockApi({ [LIST]: listOf(motorcycles(3)) });
    pageAt('/motorcycles', rider);
    boot();
    expect(hints()).toEqual([
      ...shellChunkHints,
      'preload script http://catalog.test/remoteEntry.js low',
      'preload script http://catalog.test/834.a.js low',
      'preload script http://catalog.test/carousel.b.js low',
      'preload style http://catalog.test/carousel.c.css low',
    ]);
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    expect(api.callsTo(LIST)[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    await waitFor(() =>
      expect(hints()).toContain('preload image http://api.test/images/1.svg high'),
    );
  });

  it("entering a motorcycle's details: that motorcycle's picture", async () => {
    mockApi({ [LIST]: listOf(motorcycles(3)) });
    pageAt('/motorcycle/3', rider);
    boot();
    await waitFor(() =>
      expect(hints()).toContain('preload image http://api.test/images/3.svg high'),
    );
    expect(hints().filter((hint) => hint.includes('/images/'))).toHaveLength(1);
  });

  it.each(['/', '/login'])('at %s, where the login screen sends them on: the carousel', (path) => {
    mockApi({ [LIST]: listOf([]) });
    pageAt(path, rider);
    boot();
    expect(hints()).toContain('preload script http://catalog.test/carousel.b.js low');
  });

  it.each(['/delete', '/motorcycle/new', '/motorcycle/3/edit', '/admin/fleet'])(
    "at an administrator's page, %s: nothing (their browser never asks the admin origin)",
    (path) => {
      const api = mockApi();
      pageAt(path, rider);
      boot();
      expect(hints()).toEqual([]);
      expect(api.calls).toHaveLength(0);
    },
  );
});

it("gives an administrator at Delete the admin remote's page and the list", async () => {
  const api = mockApi({ [LIST]: listOf([]) });
  pageAt('/delete', admin);
  boot();
  expect(hints()).toEqual([
    ...shellChunkHints,
    'preload script http://admin.test/remoteEntry.js low',
    'preload script http://admin.test/delete.h.js low',
  ]);
  await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
});

describe('nothing at all', () => {
  it.each(['/login', '/motorcycles', '/reservations'])('for a signed-out visitor at %s', (path) => {
    const api = mockApi();
    pageAt(path, null);
    boot();
    expect(hints()).toEqual([]);
    expect(api.calls).toHaveLength(0);
  });

  it.each(['/signup', '/no/such/page'])('on %s, which no remote serves', (path) => {
    pageAt(path, rider);
    boot();
    expect(hints()).toEqual([]);
  });

  it("for a page whose remote's server the shell's server could not read", () => {
    const api = mockApi();
    pageAt('/reservations', rider, { ...fullData(), exposes: { catalog: EXPOSES?.catalog } });
    boot();
    expect(hints()).toEqual([]);
    expect(api.calls).toHaveLength(0);
  });

  it('on a page without boot data (the development server)', () => {
    const api = mockApi();
    pageAt('/motorcycles', rider, {});
    boot();
    expect(hints()).toEqual([]);
    expect(api.calls).toHaveLength(0);
  });
});

describe('the page it prepares', () => {
  it.each([
    '/motorcycles',
    '/Motorcycles',
    '/motorcycle/new',
    '/motorcycle/3',
    '/motorcycle/3/edit',
    '/motorcycle/new/edit',
    '/reserve/new',
    '/reservations/',
    '/delete',
    '/admin/reservations',
    '/admin/today',
    '/admin/fleet',
    '/admin',
    '/motorcycle',
  ])('at %s is the one the route table shows there', (path) => {
    const shown = matchRoutes(
      REMOTE_ROUTES.map(({ path: pattern, page }) => ({ path: pattern, id: page })),
      path,
    );
    expect(remoteRouteFor(path, admin)?.page).toBe(shown?.[0]?.route.id);
  });
});
