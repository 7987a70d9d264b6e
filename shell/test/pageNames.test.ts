import { REMOTE_ROUTES } from '../src/app/remoteRoutes';
import english from '../src/locales/en/shell.json';

// apps.config.cjs names each remote page and its menu entry in English (the spec's words); the
// shell shows them from its catalogue (src/app/remoteRoutes.ts), whose English must say the same.
it.each(REMOTE_ROUTES.map((route) => [route.page, route] as const))(
  'names %s in the catalogue’s English as apps.config.cjs does',
  (page, { title, menu }) => {
    const words = english as Record<string, string>;
    expect(words[`page.${page}`]).toBe(title);
    if (menu !== undefined && menu !== title) expect(words[`menuEntry.${page}`]).toBe(menu);
  },
);
