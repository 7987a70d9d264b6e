import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_SIGN_IN_HEADING } from 'shared-auth/dev';
import { APPS, REMOTES } from '../../apps.config.cjs';

// The development sign-in harness (shared-auth/dev) runs a remote on its own during development;
// it must never reach a production bundle, the shell's least of all (it would offer a second
// sign-in form to every visitor). This reads what `npm run build` wrote for each app.
import english from '../src/locales/en/shell.json';
import italian from '../src/locales/it/shell.json';

const ROOT = path.resolve(__dirname, '..', '..');

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

describe("the shell's login page", () => {
  // RTK Query's action-type prefix: in whichever file carries its code, minified or not.
  const RTK_QUERY = '__rtkq/';

  it('runs without RTK Query, which comes in a chunk of its own (shared-auth/api)', () => {
    const scripts = builtScripts('shell');
    const main = scripts.find(({ file }) => file === 'main.js');
    expect(main?.text).not.toContain(RTK_QUERY);
    const withRtkQuery = scripts
      .filter(({ text }) => text.includes(RTK_QUERY))
      .map(({ file }) => file);
    expect(withRtkQuery).toHaveLength(1);
  });

  it('runs without Redux Toolkit and react-redux, which come with the remotes’ pages', () => {
    const scripts = builtScripts('shell');
    const main = scripts.find(({ file }) => file === 'main.js');
    // Redux Toolkit's batching marker, and react-redux's context name.
    for (const marker of ['RTK_autoBatch', 'react-redux-context']) {
      expect(main?.text).not.toContain(marker);
      expect(scripts.filter(({ text }) => text.includes(marker))).toHaveLength(1);
    }
  });

  it('carries the shell’s English and no Italian, which is a file of its own fetched when chosen', () => {
    const scripts = builtScripts('shell');
    const withLead = (lead: string) =>
      scripts.filter(({ text }) => text.includes(lead)).map(({ file }) => file);
    expect(withLead(english['login.lead'])).toEqual(['main.js']);
    const withItalian = withLead(italian['login.lead']);
    expect(withItalian).toHaveLength(1);
    expect(withItalian).not.toContain('main.js');
  });
});

describe('the UI kit (shared-ui), one copy on a page', () => {
  // Words only the kit holds: the error state's default hint, in its English catalogue, which
  // comes with its code.
  const kitEnglish = path.join(ROOT, 'shared-ui', 'src', 'locales', 'en', 'ui.json');
  const KIT = (JSON.parse(readFileSync(kitEnglish, 'utf8')) as Record<string, string>)[
    'listError.hint'
  ] as string;
  const withKit = (app: string) =>
    builtScripts(app)
      .filter(({ text }) => text.includes(KIT))
      .map(({ file }) => file);

  it("is in one of the shell's scripts, which it hands to the remotes, and not the login page's", () => {
    const files = withKit('shell');
    expect(files).toHaveLength(1);
    expect(files).not.toContain('main.js');
  });

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
