import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_SIGN_IN_HEADING } from 'shared-auth/dev';
import { APPS } from '../../apps.config.cjs';

// The development sign-in harness (shared-auth/dev) runs a remote on its own during development;
// it must never reach a production bundle, the shell's least of all (it would offer a second
// sign-in form to every visitor). This reads what `npm run build` wrote for each app.
const ROOT = path.resolve(__dirname, '..', '..');

function builtScripts(app: string): Array<{ file: string; text: string }> {
  const dist = path.join(ROOT, app, 'dist');
  if (!existsSync(path.join(dist, 'main.js'))) {
    throw new Error(`${app} is not built: run npm run build at the repository root first`);
  }
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(path.join(dist, file), 'utf8') }));
}

describe('production bundles', () => {
  it.each(APPS.map(({ name }) => name))(
    'of %s do not contain the development sign-in harness',
    (app) => {
      const scripts = builtScripts(app);
      const main = scripts.find(({ file }) => file === 'main.js');
      // A development build (webpack --mode development) keeps its runtime's banner comments.
      expect(main?.text).not.toContain('webpackBootstrap');
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
});
