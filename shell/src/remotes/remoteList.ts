import type { REMOTES } from '../../../apps.config.cjs';

// The remotes and their pages, from the one list of apps (apps.config.cjs): the types from its
// literal entries, the list itself from the build (SHELL_REMOTES, defined by hostPlugins in
// tools/build/federation/plugins.cjs, and by the shell's jest config for its tests).

type Remote = (typeof REMOTES)[number];

/** A remote's federation name: `catalog`. */
export type RemoteName = Remote['federationName'];

/** `today/TodayPage` → `TodayPage` */
type PageName<Path> = Path extends `${string}/${infer Name}` ? Name : never;

type PageOf<R> = R extends Remote ? `${R['federationName']}/${PageName<keyof R['pages']>}` : never;

/** An exposed page as the federation runtime loads it: `catalog/CarouselPage`. */
export type RemotePage = PageOf<Remote>;

/** Where the remotes and the api live, as the shell's server tells it (its page, /remotes.json). */
export type RemotesConfig = Record<RemoteName | 'api', string>;

declare const SHELL_REMOTES: { all: RemoteName[]; atStart: RemoteName[] };

/** Every remote, by federation name. */
export const REMOTE_NAMES = SHELL_REMOTES.all;

/**
 * The remotes registered when the runtime starts. The others are for administrators only:
 * registered when an administrator first opens one of their pages, never in a rider's browser.
 */
export const REMOTES_AT_START = SHELL_REMOTES.atStart;
