// The shell's singletons as the federation runtime's init takes them, generated at build time
// from tools/build/federation/shared.cjs (hostPlugins in tools/build/federation/plugins.cjs).
declare module 'virtual:shared-singletons' {
  import type { UserOptions } from '@module-federation/enhanced/runtime';
  export const shared: NonNullable<UserOptions['shared']>;
}
