import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * How long a remote may take to deliver a page: its entry script, then the page's chunks. A
 * remote that hangs (accepts the connection, never answers) fails after this and gets its one
 * retry, so the rider sees the fallback with Retry within about twice this, not an endless
 * spinner (webpack alone waits 120 s per chunk, the federation runtime 20 s per entry).
 */
export const REMOTE_TIMEOUT_MS = 10_000;

function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline])
    .catch((error: unknown) => {
      throw error instanceof Error ? error : new Error(String(error));
    })
    .finally(() => clearTimeout(timer));
}

/** Puts a deadline on the two waits a remote page goes through. */
export function remoteTimeout(): ModuleFederationRuntimePlugin {
  return {
    name: 'vespa-remote-timeout',
    // The entry script: the runtime's own script loader honours a timeout given here. The element
    // is made here (with the loader's attributes, e.g. fetchpriority) because a hook that returns
    // only a timeout makes the loader drop them.
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        script.setAttribute(name, String(value));
      }
      return { script, timeout: REMOTE_TIMEOUT_MS };
    },
    // The page's chunks (JavaScript and CSS), which the remote's own webpack runtime fetches when
    // the page is asked for.
    getModuleFactory({ remoteEntryExports, expose, moduleInfo }) {
      return withDeadline(
        Promise.resolve(remoteEntryExports.get(expose)),
        REMOTE_TIMEOUT_MS,
        `${moduleInfo.name}${expose.slice(1)}`,
      );
    },
  };
}
