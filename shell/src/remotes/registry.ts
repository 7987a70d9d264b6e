import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import {
  REMOTES_AT_START,
  type RemoteName,
  type RemotePage,
  type RemotesConfig,
} from './remoteList';

export type { RemoteName, RemotePage };

/** What every exposed page is: a React component taking no props, as its default export. */
interface RemotePageModule {
  default?: ComponentType;
}

let remotes: RemotesConfig | null = null;
const registered = new Set<RemoteName>();
let runtime: Promise<ModuleFederation> | null = null;
// A page's loads by attempt (`catalog/CarouselPage#0`), each made once (React may run an effect
// twice): the first is shared by its preload and its route, one request whichever asks first.
const loads = new Map<string, Promise<ComponentType>>();
const loadedPages = new Map<RemotePage, ComponentType>();

/**
 * Remembers where the remotes live. Those for everyone are registered when the federation
 * runtime starts; an admin-only one (apps.config.cjs) on its first use, which the route table
 * allows for administrators only, so a rider's browser never asks for it.
 */
export function rememberRemotes(config: RemotesConfig): void {
  remotes = config;
}

/**
 * Starts downloading the federation runtime without starting it: a signed-in visitor's page comes
 * from a remote, so its chunk loads while the shell starts.
 */
export function prefetchFederation(): void {
  // In the chunk of what a signed-in page needs, which the page's boot script preloads
  // (tools/build/federation/shared.cjs, SIGNED_IN_CHUNK).
  import(/* webpackChunkName: "signed-in" */ './federation').catch(() => undefined);
}

/** The federation runtime, loaded and started on the first call (a chunk of its own). */
function federation(): Promise<ModuleFederation> {
  runtime ??= import(/* webpackChunkName: "signed-in" */ './federation').then(
    ({ startFederation }) => {
      const instance = startFederation();
      register(instance, REMOTES_AT_START, false);
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
  if (!remotes) throw new Error('Remotes are not configured yet');
  const known = remotes;
  instance.registerRemotes(
    names.map((name) => ({ name, entry: `${known[name].replace(/\/+$/, '')}/remoteEntry.js` })),
    { force },
  );
  names.forEach((name) => registered.add(name));
}

/**
 * Loads an exposed page: attempt 0 is its first load, each later one a Retry, which re-registers
 * the remote with `force`, dropping the runtime's cached failure so a remote that is back up is
 * fetched again. A failed Retry is forgotten, so a later visit's Retry loads again too.
 */
export function loadRemotePage(page: RemotePage, attempt = 0): Promise<ComponentType> {
  const key = `${page}#${attempt}`;
  let loading = loads.get(key);
  if (!loading) {
    loading = load(page, attempt > 0);
    if (attempt > 0) loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

async function load(page: RemotePage, retry: boolean): Promise<ComponentType> {
  const instance = await federation();
  const remote = page.split('/')[0] as RemoteName;
  if (retry || !registered.has(remote)) register(instance, [remote], retry);
  const module = await instance.loadRemote<RemotePageModule>(page);
  if (!module?.default) throw new Error(`${page} exposes no page`);
  loadedPages.set(page, module.default);
  return module.default;
}

/**
 * Loads a page ahead of its route (the login form preloads the carousel); settles when done. A
 * failed preload is forgotten: the route loads the page itself, and shows Retry if that fails too.
 */
export async function preloadRemotePage(page: RemotePage): Promise<void> {
  await loadRemotePage(page).catch(() => loads.delete(`${page}#0`));
}

/**
 * A page already loaded, which its route renders at once: no fallback, which React would keep
 * on screen for up to 300 ms after the page is there (its Suspense reveal throttle).
 */
export function loadedRemotePage(page: RemotePage): ComponentType | undefined {
  return loadedPages.get(page);
}
