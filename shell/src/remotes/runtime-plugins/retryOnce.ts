import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Long enough for a blip (a dropped connection, a server restarting) to pass. */
export const RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a remote page a second time when the first attempt fails (its entry or one of its chunks
 * did not arrive, or did not arrive in time), so a transient failure never reaches the rider. A
 * second failure is passed on: the page's boundary shows the fallback with Retry.
 */
export function retryOnce(): ModuleFederationRuntimePlugin {
  // The ids being retried: the retry's own failure comes back through this hook and must not be
  // retried again. (A second caller failing on the same id meanwhile gets its error: the
  // fallback with Retry, never a blank page.)
  const retrying = new Set<string>();
  return {
    name: 'vespa-retry-once',
    async errorLoadRemote({ id, lifecycle, origin }) {
      if (lifecycle !== 'onLoad' || retrying.has(id)) return undefined;
      retrying.add(id);
      try {
        await wait(RETRY_DELAY_MS);
        return await origin.loadRemote(id);
      } finally {
        retrying.delete(id);
      }
    },
  };
}
