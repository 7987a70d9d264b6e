import type { RemotePage } from '../remotes/registry';

/** Who may open a remote's page: anyone signed in, or administrators only. */
export type Access = 'signedIn' | 'admin';

export interface RemoteRouteSpec {
  /** The route's path as react-router takes it (segments, `:param`). */
  path: string;
  page: RemotePage;
  /** The page's name in the document title. */
  title: string;
  access: Access;
}

/**
 * The pages of the remotes, in one table for the route table (AppRoutes.tsx) and for the page's
 * boot script (../boot/), which starts the code and the first data of the page at the address
 * before the shell's own code has arrived. Static segments before `:param` ones where both could match
 * (`motorcycle/new` before `motorcycle/:id`): the boot script takes the first match.
 */
export const REMOTE_ROUTES: readonly RemoteRouteSpec[] = [
  {
    path: 'motorcycles',
    page: 'catalog/CarouselPage',
    title: 'Motorcycles',
    access: 'signedIn',
  },
  {
    path: 'motorcycle/new',
    page: 'admin/AddMotorcyclePage',
    title: 'Add motorcycle',
    access: 'admin',
  },
  // Three segments: never taken for the detail page (/motorcycle/:id) or the add form.
  {
    path: 'motorcycle/:id/edit',
    page: 'admin/EditMotorcyclePage',
    title: 'Edit motorcycle',
    access: 'admin',
  },
  {
    path: 'motorcycle/:id',
    page: 'catalog/DetailPage',
    title: 'Motorcycle details',
    access: 'signedIn',
  },
  {
    path: 'reserve/new',
    page: 'booking/ReservePage',
    title: 'Reserve a Vespa',
    access: 'signedIn',
  },
  {
    path: 'reservations',
    page: 'booking/ReservationsPage',
    title: 'My reservations',
    access: 'signedIn',
  },
  {
    path: 'delete',
    page: 'admin/DeletePage',
    title: 'Delete motorcycle',
    access: 'admin',
  },
  {
    path: 'admin/reservations',
    page: 'admin/ReservationsAdminPage',
    title: 'All reservations',
    access: 'admin',
  },
  { path: 'admin/today', page: 'admin/TodayPage', title: 'Today', access: 'admin' },
  { path: 'admin/fleet', page: 'admin/FleetPage', title: 'Fleet timeline', access: 'admin' },
  { path: 'admin/reports', page: 'admin/ReportsPage', title: 'Reports', access: 'admin' },
];

/** Where a signed-in visitor arriving at the login screen is sent: the carousel. */
const SIGNED_IN_HOME = 'motorcycles';
const LOGIN_PATHS = ['', 'login'];

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

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
export function routeParams(route: RemoteRouteSpec, pathname: string): Record<string, string> {
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
 * browser asks the admin origin for nothing). The login screen's addresses lead a signed-in
 * visitor to the carousel.
 */
export function remoteRouteFor(
  pathname: string,
  user: { admin: boolean } | null | undefined,
): RemoteRouteSpec | undefined {
  if (!user) return undefined;
  const path = LOGIN_PATHS.includes(segmentsOf(pathname).join('/')) ? SIGNED_IN_HOME : pathname;
  const route = REMOTE_ROUTES.find((candidate) => matches(candidate.path, path));
  return route && (route.access !== 'admin' || user.admin) ? route : undefined;
}
