import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../src/i18n/languages';

// Every package whose sentences live in catalogues: <package>/src/locales/<language>/<namespace>.json
// (docs/ARCHITECTURE.md, "Languages").
const root = path.join(__dirname, '..', '..');
// The api's catalogues (nested keys, its own sentences) are held by api/test/lib/i18n.test.ts;
// shared-domain's `rules` catalogue, the sentences of the rules, is held here.
const packages = readdirSync(root).filter(
  (name) => name !== 'api' && existsSync(path.join(root, name, 'src', 'locales')),
);

const keysOf = (file: string) =>
  Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object).sort();

function sourcesOf(dir: string): string {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() && /\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

const namespaces = packages.flatMap((pkg) =>
  readdirSync(path.join(root, pkg, 'src', 'locales', 'en')).map((file) => ({
    pkg,
    namespace: file.replace(/\.json$/, ''),
  })),
);

it('finds the shell’s catalogues and the kit’s', () => {
  expect(namespaces).toContainEqual({ pkg: 'shell', namespace: 'shell' });
  expect(namespaces).toContainEqual({ pkg: 'shared-ui', namespace: 'ui' });
});

// The kit's words (its loading, error and empty states) are read by the apps' code too.
const frontends = readdirSync(root).filter(
  (name) => name !== 'api' && existsSync(path.join(root, name, 'src')),
);
// The rules' sentences (shared-domain) are also the api's: it names what its schemas find.
// The shell names each remote page by a key built from its route (shell/src/app/remoteRoutes.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- this package's TypeScript reads no JavaScript; the route table is CommonJS
const { REMOTES } = require('../../apps.config.cjs') as {
  REMOTES: Array<{ federationName: string; pages: Record<string, unknown> }>;
};
const routeKeys = REMOTES.flatMap(({ federationName, pages }) =>
  Object.keys(pages).map((file) => `${federationName}/${file.slice(file.lastIndexOf('/') + 1)}`),
).flatMap((page) => [`'page.${page}'`, `'menuEntry.${page}'`]);
const readersOf = (pkg: string) => {
  if (pkg === 'shared-ui') return frontends;
  return pkg === 'shared-domain' ? [pkg, 'api'] : [pkg];
};

describe.each(namespaces)('the $namespace catalogues of $pkg', ({ pkg, namespace }) => {
  const fileIn = (language: string) =>
    path.join(root, pkg, 'src', 'locales', language, `${namespace}.json`);
  const english = keysOf(fileIn('en'));

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has every English key, and no other, in %s',
    (language) => {
      expect(keysOf(fileIn(language))).toEqual(english);
    },
  );

  it('has no key that no code uses', () => {
    // The shell's server writes the shop's card on the sign-in page (shell/server/shop-card.mjs).
    const sources = readersOf(pkg)
      .map((reader) => sourcesOf(path.join(root, reader, 'src')))
      .concat(pkg === 'shell' ? sourcesOf(path.join(root, 'shell', 'server')) : [])
      .concat(pkg === 'shell' ? routeKeys : [])
      .join('\n');
    // A plural's forms ('late.days_one', 'late.days_other') are one key in code: t('late.days', { count }).
    const inCode = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
    // Named alone, or with its namespace by code that reads two: t('ui:noReserves.title'). A key
    // may be a whole sentence (the `messages` catalogue's are the English shared-auth says).
    const literal = (key: string) => inCode(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const unused = english.filter(
      (key) => !new RegExp(`['"\`](${namespace}:)?${literal(key)}['"\`]`).test(sources),
    );
    expect(unused).toEqual([]);
  });
});
