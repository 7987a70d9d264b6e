import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTES } from '../../apps.config.cjs';
import { startFederation } from '../src/remotes/federation';
import {
  loadedRemotePage,
  loadRemotePage,
  preloadRemotePage,
  rememberRemotes,
} from '../src/remotes/registry';

// The runtime itself is module federation's; this checks what the shell asks of it.
jest.mock('../src/remotes/federation', () => ({ startFederation: jest.fn() }));

const Carousel: ComponentType = () => null;
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest
  .mocked(startFederation)
  .mockReturnValue({ loadRemote, registerRemotes } as unknown as ModuleFederation);

// Every remote of apps.config.cjs, at an address ending with a slash (the entry's URL has one).
const entryOf = (name: string) => `http://${name}.test/remoteEntry.js`;
rememberRemotes({
  ...Object.fromEntries(
    REMOTES.map((remote) => [remote.federationName, `http://${remote.federationName}.test/`]),
  ),
  api: 'http://api.test',
} as Parameters<typeof rememberRemotes>[0]);

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: Carousel });
});

const registeredNames = () =>
  registerRemotes.mock.calls.flatMap(([remotes]) =>
    (remotes as Array<{ name: string }>).map(({ name }) => name),
  );

it('starts the runtime on the first page, with the remotes for everyone but not admin', async () => {
  await loadRemotePage('booking/ReservePage');
  expect(startFederation).toHaveBeenCalledTimes(1);
  const forEveryone = REMOTES.filter(({ adminOnly }) => !adminOnly).map(
    ({ federationName }) => federationName,
  );
  expect(forEveryone).toEqual(expect.arrayContaining(['catalog', 'booking']));
  expect(registerRemotes).toHaveBeenCalledWith(
    forEveryone.map((name) => ({ name, entry: entryOf(name) })),
    { force: false },
  );
  expect(registeredNames()).not.toContain('admin');
});

it('shares one load between a preload and the route that follows it', async () => {
  expect(loadedRemotePage('catalog/CarouselPage')).toBeUndefined();
  preloadRemotePage('catalog/CarouselPage');
  await expect(loadRemotePage('catalog/CarouselPage')).resolves.toBe(Carousel);
  expect(loadRemote).toHaveBeenCalledTimes(1);
  expect(loadedRemotePage('catalog/CarouselPage')).toBe(Carousel);
});

it('forgets a failed preload, so the route loads the page again', async () => {
  loadRemote.mockRejectedValueOnce(new Error('catalog down for a moment'));
  await preloadRemotePage('catalog/DetailPage');
  await expect(loadRemotePage('catalog/DetailPage')).resolves.toBe(Carousel);
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

it('registers admin on its first page, and again with force on Retry', async () => {
  await loadRemotePage('admin/DeletePage');
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'admin', entry: entryOf('admin') }], {
    force: false,
  });
  await loadRemotePage('admin/DeletePage', 1);
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'admin', entry: entryOf('admin') }], {
    force: true,
  });
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

it('makes each Retry once when asked twice (React may run an effect twice), and forgets a failed one', async () => {
  loadRemote.mockRejectedValueOnce(new Error('booking down'));
  const asked = [loadRemotePage('booking/ReservationsPage', 2)];
  asked.push(loadRemotePage('booking/ReservationsPage', 2));
  expect(asked[0]).toBe(asked[1]);
  await expect(asked[0]).rejects.toThrow('booking down');
  await expect(loadRemotePage('booking/ReservationsPage', 2)).resolves.toBe(Carousel);
  expect(loadRemote).toHaveBeenCalledTimes(2);
});
