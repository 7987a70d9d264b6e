import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemotesConfig } from './remotesConfig';

export type RemoteName = 'catalog' | 'booking' | 'admin';

/** The pages each remote exposes, typed by the hand-written remote-modules.d.ts (dts is off). */
interface RemotePageModules {
  'catalog/CarouselPage': typeof import('catalog/CarouselPage');
  'catalog/DetailPage': typeof import('catalog/DetailPage');
  'booking/ReservePage': typeof import('booking/ReservePage');
  'booking/ReservationsPage': typeof import('booking/ReservationsPage');
  'admin/AddMotorcyclePage': typeof import('admin/AddMotorcyclePage');
  'admin/DeletePage': typeof import('admin/DeletePage');
  'admin/EditMotorcyclePage': typeof import('admin/EditMotorcyclePage');
  'admin/ReservationsAdminPage': typeof import('admin/ReservationsAdminPage');
}

export type RemotePage = keyof RemotePageModules;

let entries: Record<RemoteName, string> | null = null;
const registered = new Set<RemoteName>();
let runtime: Promise<ModuleFederation> | null = null;

function entryOf(base: string): string {
  return `${base.replace(/\/+$/, '')}/remoteEntry.js`;
}

/**
 * Remembers where the remotes live. Catalog and booking are registered when the federation
 * runtime starts; admin on its first use, which the route table allows for administrators only,
 * so a rider's browser never asks for it.
 */
export function registerPublicRemotes(config: RemotesConfig): void {
  entries = {
    catalog: entryOf(config.catalog),
    booking: entryOf(config.booking),
    admin: entryOf(config.admin),
  };
}

/**
 * Starts downloading the federation runtime without starting it: a signed-in visitor's page comes
 * from a remote, so its chunk loads while the shell still asks where the remotes are.
 */
export function prefetchFederation(): void {
  import('./federation').catch(() => undefined);
}

/** The federation runtime, loaded and started on the first call (a chunk of its own). */
function federation(): Promise<ModuleFederation> {
  runtime ??= import('./federation').then(
    ({ startFederation }) => {
      const instance = startFederation();
      register(instance, ['catalog', 'booking'], false);
      return instance;
    },
    (error: unknown) => {
      // A failed download is not remembered: Retry (or the next route) fetches it again.
      runtime = null;
      throw error;
    },
  );
  return runtime;
}

function register(instance: ModuleFederation, names: RemoteName[], force: boolean): void {
  if (!entries) throw new Error('Remotes are not configured yet');
  const known = entries;
  instance.registerRemotes(
    names.map((name) => ({ name, entry: known[name] })),
    { force },
  );
  names.forEach((name) => registered.add(name));
}

/**
 * Loads an exposed page. `retry` re-registers the remote with `force`, which drops the runtime's
 * cached failure so a remote that is back up is fetched again.
 */
export async function loadRemotePage(page: RemotePage, retry = false): Promise<ComponentType> {
  const instance = await federation();
  const remote = page.split('/')[0] as RemoteName;
  if (retry || !registered.has(remote)) register(instance, [remote], retry);
  const module = await instance.loadRemote<RemotePageModules[typeof page]>(page);
  if (!module?.default) throw new Error(`${page} exposes no page`);
  return module.default;
}
