import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { startFederation } from '../src/remotes/federation';
import {
  loadedRemotePage,
  loadRemotePage,
  preloadRemotePage,
  registerPublicRemotes,
} from '../src/remotes/registry';

// The runtime itself is module federation's; this checks what the shell asks of it.
jest.mock('../src/remotes/federation', () => ({ startFederation: jest.fn() }));

const Carousel: ComponentType = () => null;
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest
  .mocked(startFederation)
  .mockReturnValue({ loadRemote, registerRemotes } as unknown as ModuleFederation);

registerPublicRemotes({
  catalog: 'http://catalog.test',
  booking: 'http://booking.test/',
  admin: 'http://admin.test',
  api: 'http://api.test',
});

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: Carousel });
});

const registeredNames = () =>
  registerRemotes.mock.calls.flatMap(([remotes]) =>
    (remotes as Array<{ name: string }>).map(({ name }) => name),
  );

it('starts the runtime on the first page, with catalog and booking but not admin', async () => {
  await loadRemotePage('booking/ReservePage');
  expect(startFederation).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith(
    [
      { name: 'catalog', entry: 'http://catalog.test/remoteEntry.js' },
      { name: 'booking', entry: 'http://booking.test/remoteEntry.js' },
    ],
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
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'admin', entry: 'http://admin.test/remoteEntry.js' }],
    { force: false },
  );
  await loadRemotePage('admin/DeletePage', true);
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'admin', entry: 'http://admin.test/remoteEntry.js' }],
    { force: true },
  );
  expect(loadRemote).toHaveBeenCalledTimes(2);
});
