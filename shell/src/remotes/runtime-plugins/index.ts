import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteTimeout } from './remoteTimeout';
import { retryOnce } from './retryOnce';

/**
 * The shell's federation runtime plugins, one concern per file (docs/ARCHITECTURE.md, "Deploys
 * and failing remotes"): a remote that hangs fails after a deadline, and a failed load is tried
 * once more before the page's fallback with Retry shows.
 */
export function remoteRuntimePlugins(): ModuleFederationRuntimePlugin[] {
  return [remoteTimeout(), retryOnce()];
}
