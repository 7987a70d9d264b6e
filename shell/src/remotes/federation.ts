import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import provideRuntime from '@module-federation/inject-external-runtime-core-plugin';
import { shared } from 'virtual:shared-singletons';
import { remoteRuntimePlugins } from './runtime-plugins';

/**
 * The federation runtime, in a chunk of its own that the login page does not load. It starts
 * with the singletons the shell has already loaded registered as loaded, so every remote takes
 * them (`loaded-first`): one React, router, store and shared-auth in the page. It also hands its
 * runtime to the remotes, whose production containers are built without one (`externalRuntime`
 * in tools/build/federation/plugins.cjs), and carries the shell's own runtime plugins (a deadline
 * for a hung remote, one retry of a failed load: ./runtime-plugins).
 */
export function startFederation(): ModuleFederation {
  return init({
    name: 'shell',
    remotes: [],
    shared,
    shareStrategy: 'loaded-first',
    plugins: [provideRuntime(), ...remoteRuntimePlugins()],
  });
}
