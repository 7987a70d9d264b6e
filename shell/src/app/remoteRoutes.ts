import { PAGE_ROUTES, type PageRoute } from 'shared-auth/boot';
import type { RemotePage } from '../remotes/registry';

export interface RemoteRouteSpec extends PageRoute {
  page: RemotePage;
}

/**
 * The pages of the remotes, each from its line in apps.config.cjs (shared-auth/boot), for the
 * route table (AppRoutes.tsx) and the menu (../layout/Sidebar.tsx). Every `page` is a
 * `RemotePage`: the shell's type of them is read from the same lines.
 */
export const REMOTE_ROUTES = PAGE_ROUTES as readonly RemoteRouteSpec[];

/** The menu's entries, riders' then administrators' pages, in the order of apps.config.cjs. */
export const MENU_ENTRIES = REMOTE_ROUTES.flatMap(({ path, menu, access }) =>
  menu ? [{ to: `/${path}`, label: menu, access }] : [],
);
