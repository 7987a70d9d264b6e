import { REMOTES } from '../../../apps.config.cjs';
import { mayOpen } from '../session/access';
import type { Access } from '../session/access';

export type { Access };

/** A remote's page as the shell routes it, from its line in apps.config.cjs. */
export interface PageRoute {
  /** The route's path as react-router takes it (segments, `:param`). */
  path: string;
  /** The remote's federation name: `catalog`. */
  remote: string;
  /** The page as the federation runtime loads it: `catalog/CarouselPage`. */
  page: string;
  /** Its file under the remote's src/, without .tsx: `carousel/CarouselPage`. */
  file: string;
  access: Access;
  /**
   * Its entry in the menu, if riders or administrators reach it from there: `true` under the
   * page's name, else its own label (both in the shell's catalogue).
   */
  menu?: true | string;
}

interface PageLine {
  path: string;
  menu?: true | string;
  owner?: true;
}

/** Every remote page, in the order of apps.config.cjs (the menu's order). */
export const PAGE_ROUTES: readonly PageRoute[] = REMOTES.flatMap((remote) =>
  Object.entries(remote.pages as Record<string, PageLine>).map(([file, line]) => ({
    path: line.path,
    remote: remote.federationName,
    page: `${remote.federationName}/${file.slice(file.lastIndexOf('/') + 1)}`,
    file,
    access: line.owner ? 'owner' : remote.adminOnly ? 'admin' : 'signedIn',
    ...(line.menu ? { menu: line.menu } : {}),
  })),
);

/**
 * Where a signed-in visitor arriving at the login screen is sent: the carousel, an administrator
 * the desk's Today.
 */
export const homeOf = (user: { admin: boolean }) => (user.admin ? 'admin/today' : 'motorcycles');
const LOGIN_PATHS = ['', 'login'];

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

const paramCount = ({ path }: PageRoute) =>
  segmentsOf(path).filter((s) => s.startsWith(':')).length;

/** Static segments before `:param` ones where both could match (`motorcycle/new`, `:id`). */
const BY_SPECIFICITY = [...PAGE_ROUTES].sort((a, b) => paramCount(a) - paramCount(b));

function matches(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  return (
    wanted.length === given.length &&
    // Case-insensitive, as react-router matches.
    wanted.every(
      (segment, i) => segment.startsWith(':') || segment.toLowerCase() === given[i]?.toLowerCase(),
    )
  );
}

/** The `:param`s of `route` in `pathname` (which it matches). */
export function routeParams(route: PageRoute, pathname: string): Record<string, string> {
  const given = segmentsOf(pathname);
  return Object.fromEntries(
    segmentsOf(route.path).flatMap((segment, i) =>
      segment.startsWith(':') ? [[segment.slice(1), given[i] ?? '']] : [],
    ),
  );
}

/**
 * The remote page `user` sees at `pathname`, if any: none signed out, and none of an
 * administrator's pages for anyone else (they get the administrators-only page: a rider's
 * browser asks the admin origin for nothing), nor of the owner's for staff. The login screen's
 * addresses lead a signed-in visitor home (homeOf).
 */
export function remoteRouteFor(
  pathname: string,
  user: Parameters<typeof mayOpen>[1] | null | undefined,
): PageRoute | undefined {
  if (!user) return undefined;
  const path = LOGIN_PATHS.includes(segmentsOf(pathname).join('/')) ? homeOf(user) : pathname;
  const route = BY_SPECIFICITY.find((candidate) => matches(candidate.path, path));
  return route && mayOpen(route.access, user) ? route : undefined;
}
