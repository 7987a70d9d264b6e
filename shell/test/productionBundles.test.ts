import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_SIGN_IN_HEADING } from 'shared-auth/dev';
import { APPS, REMOTES } from '../../apps.config.cjs';

// The development sign-in harness (shared-auth/dev) runs a remote on its own during development;
// it must never reach a production bundle, the shell's least of all (it would offer a second
// sign-in form to every visitor). This reads what `npm run build` wrote for each app.
import english from '../src/locales/en/shell.json';
import italian from '../src/locales/it/shell.json';
import italianRules from 'shared-domain/src/locales/it/rules.json';

const ROOT = path.resolve(__dirname, '..', '..');
/**
 * Words only the kit holds: the error state's default hint, in its English catalogue, which comes
 * with its code.
 */
const KIT = (
  JSON.parse(
    readFileSync(path.join(ROOT, 'shared-ui', 'src', 'locales', 'en', 'ui.json'), 'utf8'),
  ) as Record<string, string>
)['listError.hint'] as string;

/**
 * The scripts `npm run build` wrote for `app`, as paths in its dist/: those of the app itself,
 * and with `standalone`, also a remote's page on its own origin (dist/standalone/).
 */
function builtScripts(app: string, standalone = false): Array<{ file: string; text: string }> {
  const dist = path.join(ROOT, app, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${app} is not built: run npm run build at the repository root first`);
  }
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => standalone || !file.startsWith(`standalone${path.sep}`))
    .map((file) => ({ file, text: readFileSync(path.join(dist, file), 'utf8') }));
}

it("the shell's page carries its icon: a phone's first connections are the page's scripts'", () => {
  const page = readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  const icons = [...page.matchAll(/<link\b[^>]*\brel="?icon"?[^>]*>/g)].map(
    ([link]) => /\bhref="?([^"\s>]+)/.exec(link)?.[1],
  );
  expect(icons).toEqual([expect.stringMatching(/^data:image\/svg\+xml,%3Csvg/)]);
});

describe('production bundles', () => {
  it.each(APPS.map(({ name }) => name))(
    'of %s do not contain the development sign-in harness',
    (app) => {
      const scripts = builtScripts(app, true);
      // A development build (webpack --mode development) keeps its runtime's banner comments.
      const development = scripts.filter(({ text }) => text.includes('webpackBootstrap'));
      expect(development.map(({ file }) => file)).toEqual([]);
      const withHarness = scripts
        .filter(({ text }) => text.includes(DEV_SIGN_IN_HEADING))
        .map(({ file }) => file);
      expect(withHarness).toEqual([]);
    },
  );
});

// React Router's package sends bundlers to its development build (tools/build/aliases.cjs); its
// warnings are written in the code only under its ENABLE_DEV_WARNINGS, true in that build alone.
it("carries React Router's production build in the shell's scripts: none of its warnings", () => {
  const withWarnings = builtScripts('shell')
    .filter(({ text }) => text.includes('No routes matched location'))
    .map(({ file }) => file);
  expect(withWarnings).toEqual([]);
});

// A version range in a singleton's sharing config has the federation runtime parse it on the
// page each time an app takes the singleton: 25 ms of a slow phone's /motorcycles, for a warning
// at most (docs/decisions/0028-singletons-without-version-ranges.md).
it.each(APPS.map(({ name }) => name))(
  'hands over and takes the singletons of %s without a version range to check on the page',
  (app) => {
    const withRanges = builtScripts(app, true)
      .filter(({ text }) => /requiredVersion:\s*["']/.test(text))
      .map(({ file }) => file);
    expect(withRanges).toEqual([]);
  },
);

it.each(APPS.map(({ name }) => name))(
  "opens each script of %s with V8's compile hint, so that its functions compile while it downloads",
  (app) => {
    const without = builtScripts(app)
      .filter(({ text }) => !text.startsWith('//# allFunctionsCalledOnLoad\n'))
      .map(({ file }) => file);
    expect(without).toEqual([]);
  },
);

/** The files the shell's page names in its boot data (shell/server/boot-page.cjs), as in dist/. */
function bootData(): { shellChunks: string[]; shellLocales: Record<string, string[]> } {
  const page = readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  const json = /<script[^>]*id="?vespa-boot-data"?[^>]*>([^<]*)<\/script>/.exec(page)?.[1];
  const data = JSON.parse(json ?? '{}') as ReturnType<typeof bootData>;
  const inDist = (files: string[]) => files.map((file) => file.replace(/^\//, ''));
  return {
    shellChunks: inDist(data.shellChunks),
    shellLocales: Object.fromEntries(
      Object.entries(data.shellLocales).map(([language, files]) => [language, inDist(files)]),
    ),
  };
}

describe("the shell's login page", () => {
  // RTK Query's action-type prefix, Redux Toolkit's batching marker, react-redux's context name,
  // and words only the kit's index holds: in whichever file carries their code.
  const SIGNED_IN_MARKERS = ['__rtkq/', 'RTK_autoBatch', 'react-redux-context', KIT];

  it('runs without RTK Query, Redux Toolkit, react-redux or the kit’s index: they are the one file the boot data names for a signed-in page', () => {
    const scripts = builtScripts('shell');
    const { shellChunks } = bootData();
    expect(shellChunks).toHaveLength(1);
    for (const marker of SIGNED_IN_MARKERS) {
      const files = scripts.filter(({ text }) => text.includes(marker)).map(({ file }) => file);
      expect(files).toEqual(shellChunks);
    }
  });

  it('carries the shell’s English and no Italian, which is the file the boot data names for Italian', () => {
    const scripts = builtScripts('shell');
    const withLead = (lead: string) =>
      scripts.filter(({ text }) => text.includes(lead)).map(({ file }) => file);
    expect(withLead(english['login.lead'])).toEqual(['main.js']);
    expect(withLead(italian['login.lead'])).toEqual(bootData().shellLocales.it);
    // The session's sentences too (shared-ui's `messages`, keyed by the English main.js says).
    const italianMessages = JSON.parse(
      readFileSync(path.join(ROOT, 'shared-ui', 'src', 'locales', 'it', 'messages.json'), 'utf8'),
    ) as Record<string, string>;
    expect(withLead(italianMessages['Logout Successfully'] as string)).toEqual(
      bootData().shellLocales.it,
    );
  });

  it('leaves in the signup’s own file the rules it carries in every language: an English visitor fetches no Italian', () => {
    const withItalianRule = builtScripts('shell')
      .filter(({ text }) => text.includes(italianRules['field.blank']))
      .map(({ file }) => file);
    expect(withItalianRule).toHaveLength(1);
    expect(bootData().shellLocales.it).not.toContain(withItalianRule[0]);
  });
});

describe('the UI kit (shared-ui), one copy on a page', () => {
  const withKit = (app: string) =>
    builtScripts(app)
      .filter(({ text }) => text.includes(KIT))
      .map(({ file }) => file);

  it.each(REMOTES.map(({ name }) => name))(
    'of %s is only its shared fallback (for running on its own), never inside a page it exposes',
    (remote) => {
      const manifest = JSON.parse(
        readFileSync(path.join(ROOT, remote, 'dist', 'mf-manifest.json'), 'utf8'),
      ) as {
        shared: Array<{ name: string; singleton?: boolean; assets: { js: { sync: string[] } } }>;
      };
      const kit = manifest.shared.find(({ name }) => name === 'shared-ui');
      expect(withKit(remote).sort()).toEqual([...(kit?.assets.js.sync ?? [])].sort());
      expect(kit?.singleton).toBe(true);
    },
  );
});

describe("a remote's catalogues in another language than English", () => {
  const withItalian = REMOTES.map(({ name }) => name).filter((remote) =>
    existsSync(path.join(ROOT, remote, 'src', 'locales', 'it')),
  );

  it.each(withItalian)(
    'of %s are one file its manifest lists for each page, so the shell’s page can ask for it at once',
    (remote) => {
      const manifest = JSON.parse(
        readFileSync(path.join(ROOT, remote, 'dist', 'mf-manifest.json'), 'utf8'),
      ) as { exposes: Array<{ name: string; assets: { js: { async: string[] } } }> };
      const italian = builtScripts(remote)
        .filter(({ file }) => /^locale-it\.\w+\.js$/.test(file))
        .map(({ file }) => file);
      expect(italian).toHaveLength(1);
      for (const { assets } of manifest.exposes) expect(assets.js.async).toContain(italian[0]);
    },
  );
});

// An admin page carries one language (docs/decisions/0027-a-remote-page-carries-one-language.md):
// its English is a catalogue of its own, which the shell's page asks for beside the page's files
// when the page is shown in English, as it asks for the Italian one in Italian.
it("keeps the admin pages' English out of their code, in a catalogue each page names", () => {
  const english = 'rides by rider and status, workshop blocks hatched with their reason';
  const withEnglish = builtScripts('mf-admin')
    .filter(({ text }) => text.includes(english))
    .map(({ file }) => file);
  expect(withEnglish).toEqual([expect.stringMatching(/^locale-en\.\w+\.js$/)]);
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, 'mf-admin', 'dist', 'mf-manifest.json'), 'utf8'),
  ) as { exposes: Array<{ name: string; assets: { js: { async: string[] } } }> };
  for (const { name, assets } of manifest.exposes) {
    expect({ name, locales: assets.js.async }).toEqual({
      name,
      locales: expect.arrayContaining(withEnglish) as string[],
    });
  }
});
