import { REMOTES } from '../../apps.config.cjs';
import english from '../src/locales/en/shell.json';

// apps.config.cjs names each remote page and its menu entry in English (the spec's words); the
// shell shows them from its catalogue (src/app/remoteRoutes.ts), whose English must say the same.
const LINES = REMOTES.flatMap((remote) =>
  Object.entries(remote.pages as Record<string, { title: string; menu?: true | string }>).map(
    ([file, line]) =>
      [`${remote.federationName}/${file.slice(file.lastIndexOf('/') + 1)}`, line] as const,
  ),
);

it.each(LINES)('names %s in the catalogue’s English as apps.config.cjs does', (page, line) => {
  const words = english as Record<string, string>;
  expect(words[`page.${page}`]).toBe(line.title);
  if (typeof line.menu === 'string') expect(words[`menuEntry.${page}`]).toBe(line.menu);
});
