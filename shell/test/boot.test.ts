import { waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { SESSION_KEY } from 'shared-auth';
import { forgetEarlyCalls } from 'shared-auth/testing';
import type { User } from 'shared-domain';
import { BOOT_DATA_ID, remoteRouteFor, type BootData } from 'shared-auth/boot';
import { REMOTE_ROUTES } from '../src/app/remoteRoutes';
import { REMOTE_NAMES, type RemoteName } from '../src/remotes/remoteList';
import { boot } from '../src/boot/boot';
import { LANGUAGE_KEY } from 'shared-ui/languages';
import { admin, mockApi, rider, TOKEN } from './support';

// The shell page's boot script (src/boot/), run as the page is parsed: what it asks the browser
// for before main.js has arrived, for whom and on which page.

// Every remote at http://<name>.test; booking's address ends in a slash, which the script joins.
const REMOTES = {
  ...(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://${name}.test`])) as Record<
    RemoteName,
    string
  >),
  booking: 'http://booking.test/',
  api: 'http://api.test',
};
const EXPOSES: BootData['exposes'] = {
  catalog: {
    CarouselPage: { js: ['834.a.js', 'carousel.b.js'], css: ['carousel.c.css'] },
    DetailPage: { js: ['834.a.js', 'detail.d.js'], css: ['detail.e.css'] },
  },
  booking: {
    ReservationsPage: {
      js: ['reservations.f.js'],
      css: ['reservations.g.css'],
      locales: { it: ['locale-it.l.js'] },
    },
  },
  admin: {
    DeletePage: { js: ['delete.h.js'], css: [] },
    AddMotorcyclePage: { js: ['add.i.js'], css: [] },
    EditMotorcyclePage: { js: ['edit.j.js'], css: [] },
    FleetPage: { js: ['fleet.k.js'], css: [] },
  },
};
const SHELL_CHUNKS = ['/signed-in.1.js'];
const SHELL_LOCALES = { it: ['/locale-it.3.js'] };

/** The page as the shell's server sends it, at `path`, with `user` signed in earlier. */
function pageAt(path: string, user: User | null, data: BootData = fullData()) {
  document.head.innerHTML = '';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_DATA_ID;
  block.textContent = JSON.stringify(data);
  document.head.append(block);
  localStorage.clear();
  forgetEarlyCalls();
  if (user) {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ currentUser: user, token: TOKEN }));
  }
  window.history.replaceState(null, '', path);
}

function fullData(): BootData {
  return {
    shellChunks: SHELL_CHUNKS,
    shellLocales: SHELL_LOCALES,
    remotes: REMOTES,
    exposes: EXPOSES,
  };
}

/**
 * What the page was told to fetch, in order: "preload script http://… low", "preconnect http://…",
 * "script http://…" (a script to run).
 */
function hints(): string[] {
  return [...document.head.querySelectorAll('link, script[src]')].map((element) => {
    if (element instanceof HTMLScriptElement) return `script ${element.src}`;
    const link = element as HTMLLinkElement;
    return link.rel === 'preload'
      ? `preload ${link.as} ${link.href} ${link.getAttribute('fetchpriority')}`
      : `${link.rel} ${link.href}`;
  });
}

const shellChunkHints = SHELL_CHUNKS.map((chunk) => `preload script http://localhost${chunk} low`);

/** What My reservations is given, in English: its remote's early calls, entry and files. */
const RESERVATIONS_HINTS = [
  'preconnect http://api.test/',
  'script http://booking.test/early-calls.js',
  ...shellChunkHints,
  'preload script http://booking.test/remoteEntry.js low',
  'preload script http://booking.test/reservations.f.js low',
  'preload style http://booking.test/reservations.g.css low',
];

/** What the page asked the api for itself: "GET /api/v1/me Bearer …". */
let apiCalls: () => string[];
beforeEach(() => {
  const api = mockApi({});
  apiCalls = () => api.calls.map(({ route, authorization }) => `${route} ${authorization}`);
});

describe('for a signed-in rider', () => {
  it("entering My reservations: its remote's early calls, the page's files, its remote's entry and the shell's chunks at once", () => {
    pageAt('/reservations', rider);
    // A remote's page: the boot script's caller then loads Intl's data in a worker.
    expect(boot()).toBe(true);
    expect(hints()).toEqual(RESERVATIONS_HINTS);
  });

  it('entering a page, what the shell reads on every page: the account with the bearer, the shop without', async () => {
    pageAt('/reservations', rider);
    boot();
    await waitFor(() =>
      expect(apiCalls()).toEqual([`GET /api/v1/me Bearer ${TOKEN}`, 'GET /api/v1/shop null']),
    );
  });

  it("entering a motorcycle's details: the catalog's", () => {
    pageAt('/motorcycle/3', rider);
    boot();
    expect(hints()).toContain('script http://catalog.test/early-calls.js');
    expect(hints()).toContain('preload script http://catalog.test/detail.d.js low');
  });

  it.each(['/', '/login'])('at %s, where the login screen sends them on: the carousel', (path) => {
    pageAt(path, rider);
    boot();
    expect(hints()).toContain('preload script http://catalog.test/carousel.b.js low');
  });

  it.each(['/delete', '/motorcycle/new', '/motorcycle/3/edit', '/admin/fleet'])(
    "at an administrator's page, %s: nothing (their browser never asks the admin origin)",
    (path) => {
      pageAt(path, rider);
      expect(boot()).toBe(false);
      expect(hints()).toEqual([]);
    },
  );
});

it("gives an administrator at Delete the admin remote's early calls and page", () => {
  pageAt('/delete', admin);
  boot();
  expect(hints()).toEqual([
    'preconnect http://api.test/',
    'script http://admin.test/early-calls.js',
    ...shellChunkHints,
    'preload script http://admin.test/remoteEntry.js low',
    'preload script http://admin.test/delete.h.js low',
  ]);
});

describe('in Italian (the choice kept in the browser)', () => {
  const italian = (path: string, user: User | null) => {
    pageAt(path, user);
    localStorage.setItem(LANGUAGE_KEY, 'it');
  };

  it("gives a signed-out visitor at /login the shell's Italian catalogue, and nothing else", () => {
    italian('/login', null);
    boot();
    expect(hints()).toEqual(['preload script http://localhost/locale-it.3.js low']);
  });

  it("gives a signed-in rider entering My reservations the page's Italian catalogue beside its files", () => {
    italian('/reservations', rider);
    boot();
    expect(hints()).toEqual([
      'preload script http://localhost/locale-it.3.js low',
      ...RESERVATIONS_HINTS,
      'preload script http://booking.test/locale-it.l.js low',
    ]);
  });
});

describe('nothing at all', () => {
  it.each(['/login', '/motorcycles', '/reservations'])('for a signed-out visitor at %s', (path) => {
    pageAt(path, null);
    boot();
    expect(hints()).toEqual([]);
    expect(apiCalls()).toEqual([]);
  });

  it.each(['/signup', '/no/such/page'])('on %s, which no remote serves', (path) => {
    pageAt(path, rider);
    boot();
    expect(hints()).toEqual([]);
  });

  it("for a page whose remote's server the shell's server could not read", () => {
    pageAt('/reservations', rider, { ...fullData(), exposes: { catalog: EXPOSES?.catalog } });
    boot();
    expect(hints()).toEqual([]);
  });

  it('on a page without boot data (the development server)', () => {
    pageAt('/motorcycles', rider, {});
    boot();
    expect(hints()).toEqual([]);
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
