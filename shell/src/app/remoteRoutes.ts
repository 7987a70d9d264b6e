import { PAGE_ROUTES, type PageRoute } from 'shared-auth/boot';
import type { RemotePage } from '../remotes/registry';
import type english from '../locales/en/shell.json';

export interface RemoteRouteSpec extends PageRoute {
  page: RemotePage;
}

/**
 * The pages of the remotes, each from its line in apps.config.cjs (shared-auth/boot), for the
 * route table (AppRoutes.tsx) and the menu (../layout/Sidebar.tsx). Every `page` is a
 * `RemotePage`: the shell's type of them is read from the same lines.
 */
export const REMOTE_ROUTES = PAGE_ROUTES as readonly RemoteRouteSpec[];

/**
 * A page's name and its own menu label in the shell's catalogue (apps.config.cjs holds their
 * English, the catalogue's English repeats it word for word: shell/test/pageNames.test.ts).
 */
export const pageName = (page: RemotePage) => `page.${page}` as const;
const menuLabel = (page: RemotePage) => `menuEntry.${page}` as MenuLabelKey;
type MenuLabelKey = Extract<keyof typeof english, `menuEntry.${string}`>;

/**
 * The menu's entries, riders' then administrators' pages, in the order of apps.config.cjs; each
 * `label` the key of its words, the page's name unless apps.config.cjs gives it one of its own.
 */
export const MENU_ENTRIES = REMOTE_ROUTES.flatMap(({ path, page, menu, access }) =>
  menu ? [{ to: `/${path}`, label: menu === true ? pageName(page) : menuLabel(page), access }] : [],
);
