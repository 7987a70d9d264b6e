import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import provideRuntime from '@module-federation/inject-external-runtime-core-plugin';
import { shared } from 'virtual:shared-singletons';
import { remoteTimeout } from './runtime-plugins/remoteTimeout';
import { retryOnce } from './runtime-plugins/retryOnce';

/**
 * The federation runtime, in a chunk of its own that the login page does not load. It starts
 * with the singletons the shell has already loaded registered as loaded, so every remote takes
 * them (`loaded-first`): one React, router, store and shared-auth in the page. It also hands its
 * runtime to the remotes, whose production containers are built without one (`externalRuntime`
 * in tools/build/federation/plugins.cjs), and carries the shell's own runtime plugins, one concern
 * a file (docs/ARCHITECTURE.md, "Deploys and failing remotes"): a remote that hangs fails after a
 * deadline, and a failed load is tried once more before the page's fallback with Retry shows
 * (why not the library's retry plugin: docs/decisions/0015-federation-parts-kept-by-hand.md).
 */
export function startFederation(): ModuleFederation {
  return init({
    name: 'shell',
    remotes: [],
    shared,
    shareStrategy: 'loaded-first',
    plugins: [provideRuntime(), remoteTimeout(), retryOnce()],
  });
}
