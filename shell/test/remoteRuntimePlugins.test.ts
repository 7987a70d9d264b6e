import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { REMOTE_TIMEOUT_MS, remoteTimeout } from '../src/remotes/runtime-plugins/remoteTimeout';
import { RETRY_DELAY_MS, retryOnce } from '../src/remotes/runtime-plugins/retryOnce';

const Page = () => null;
type Answer = 'fail' | 'hang' | 'page';

let remotes = 0;

/**
 * A federation runtime with the shell's plugins and one remote whose entry and page chunks answer
 * as told, one answer per request (no network: `loadEntry` hands the runtime the container).
 */
function runtimeWith({
  entry = ['page'],
  chunks = ['page'],
}: {
  entry?: Answer[];
  chunks?: Answer[];
}) {
  const requests = { entry: 0, chunks: 0 };
  const answer = <T>(answers: Answer[], count: number, value: () => T): Promise<T> => {
    const next = answers[Math.min(count, answers.length - 1)];
    if (next === 'fail') return Promise.reject(new Error('503 Service Unavailable'));
    if (next === 'hang') return new Promise<T>(() => undefined);
    return Promise.resolve(value());
  };
  const container = {
    init: async () => undefined,
    // A webpack container's get() resolves to the module's factory; the runtime's type says it
    // returns a function giving a promise, which no container does, hence the cast.
    get: ((expose: string) => {
      requests.chunks += 1;
      return answer(chunks, requests.chunks - 1, () => () => ({ default: Page, expose }));
    }) as unknown as (expose: string) => () => Promise<unknown>,
  };
  const servedBy: ModuleFederationRuntimePlugin = {
    name: 'test-remote-server',
    loadEntry() {
      requests.entry += 1;
      return answer(entry, requests.entry - 1, () => container);
    },
  };
  remotes += 1;
  const runtime = createInstance({
    name: `shell_test_${remotes}`,
    remotes: [{ name: 'catalog', entry: `http://catalog-${remotes}.test/remoteEntry.js` }],
    plugins: [remoteTimeout(), retryOnce(), servedBy],
  });
  return { runtime, requests };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets the runtime's timers run, as a rider waiting for the page would. */
async function riderWaits<T>(loading: Promise<T>): Promise<T> {
  const settled = loading.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.advanceTimersByTimeAsync(2 * REMOTE_TIMEOUT_MS + RETRY_DELAY_MS);
  const outcome = await settled;
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

test('a remote entry that fails once and then answers gives the page, with no error shown', async () => {
  const { runtime, requests } = runtimeWith({ entry: ['fail', 'page'] });
  const module = await riderWaits(runtime.loadRemote<{ default: unknown }>('catalog/DetailPage'));
  expect(module?.default).toBe(Page);
  expect(requests.entry).toBe(2);
});

test('a page chunk that fails once and then answers gives the page', async () => {
  const { runtime, requests } = runtimeWith({ chunks: ['fail', 'page'] });
  const module = await riderWaits(runtime.loadRemote<{ default: unknown }>('catalog/DetailPage'));
  expect(module?.default).toBe(Page);
  expect(requests.chunks).toBe(2);
});

test('a remote that keeps failing is tried exactly twice, then the failure reaches the page', async () => {
  const { runtime, requests } = runtimeWith({ entry: ['fail'] });
  await expect(riderWaits(runtime.loadRemote('catalog/DetailPage'))).rejects.toThrow();
  expect(requests.entry).toBe(2);
});

test('a remote whose page chunks never arrive fails after the deadline and its one retry', async () => {
  const { runtime, requests } = runtimeWith({ chunks: ['hang'] });
  await expect(riderWaits(runtime.loadRemote('catalog/DetailPage'))).rejects.toThrow(
    `catalog/DetailPage did not arrive within ${REMOTE_TIMEOUT_MS} ms`,
  );
  expect(requests.chunks).toBe(2);
});

test('a page whose chunks hang on the first try and answer on the second gives the page', async () => {
  const { runtime } = runtimeWith({ chunks: ['hang', 'page'] });
  const module = await riderWaits(runtime.loadRemote<{ default: unknown }>('catalog/DetailPage'));
  expect(module?.default).toBe(Page);
});

test('an entry script that never loads fails after the deadline instead of waiting forever', async () => {
  // jsdom never fetches scripts: the entry's <script> neither loads nor errors, like a hung server.
  remotes += 1;
  const runtime = createInstance({
    name: `shell_test_${remotes}`,
    remotes: [{ name: 'booking', entry: `http://booking-${remotes}.test/remoteEntry.js` }],
    plugins: [remoteTimeout(), retryOnce()],
  });
  const loading = runtime.loadRemote('booking/ReservePage');
  await expect(riderWaits(loading)).rejects.toThrow(/timed out/);
});
