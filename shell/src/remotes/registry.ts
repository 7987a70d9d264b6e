import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemotesConfig } from './remotesConfig';
import { remoteRuntimePlugins } from './runtime-plugins';

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

function entryOf(base: string): string {
  return `${base.replace(/\/+$/, '')}/remoteEntry.js`;
}

/**
 * Registers catalog and booking. Admin is only remembered: it is registered on its first use,
 * which the route table allows for administrators only, so a rider's browser never asks for it.
 */
export function registerPublicRemotes(config: RemotesConfig): void {
  entries = {
    catalog: entryOf(config.catalog),
    booking: entryOf(config.booking),
    admin: entryOf(config.admin),
  };
  registerPlugins(remoteRuntimePlugins());
  register(['catalog', 'booking'], false);
}

function register(names: RemoteName[], force: boolean): void {
  if (!entries) throw new Error('Remotes are not configured yet');
  const known = entries;
  registerRemotes(
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
  const remote = page.split('/')[0] as RemoteName;
  if (retry || !registered.has(remote)) register([remote], retry);
  const module = await loadRemote<RemotePageModules[typeof page]>(page);
  if (!module?.default) throw new Error(`${page} exposes no page`);
  return module.default;
}
