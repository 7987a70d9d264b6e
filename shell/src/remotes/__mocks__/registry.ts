// The registry as the shell's jest tests see it (`jest.mock('../src/remotes/registry')`): no
// federation runtime; each test answers `loadRemotePage` with the page it wants.
import type * as Registry from '../registry';

export const loadRemotePage = jest.fn<
  ReturnType<typeof Registry.loadRemotePage>,
  Parameters<typeof Registry.loadRemotePage>
>();
export const loadedRemotePage: typeof Registry.loadedRemotePage = () => undefined;
export const preloadRemotePage = jest.fn<
  ReturnType<typeof Registry.preloadRemotePage>,
  Parameters<typeof Registry.preloadRemotePage>
>();
