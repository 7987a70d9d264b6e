// Builds, with lerna (dependencies included), whichever package has no build output yet, so
// npm start, npm run cluster and the benchmarks work straight after npm install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../../apps.config.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The newest file of each build: an api built before its command-line tools existed is stale; a
 * remote's entry is written after its page.
 * @type {Record<string, string>}
 */
const OUTPUTS = {
  'shared-domain': 'shared-domain/dist/index.js',
  api: 'api/dist/cli/create-admin.js',
  ...Object.fromEntries(
    APPS.map((app) => [
      app.name,
      `${app.name}/dist/${'pages' in app ? 'remoteEntry.js' : 'index.html'}`,
    ]),
  ),
};

/** @param {string[]} [packages] every package when left out */
export function ensureBuilt(packages = Object.keys(OUTPUTS)) {
  const missing = packages.filter((pkg) => !existsSync(path.join(root, OUTPUTS[pkg])));
  if (missing.length === 0) return;
  console.log(`Building ${missing.join(', ')} (the first time takes a minute)...`);
  const scopes = missing.flatMap((pkg) => ['--scope', pkg]);
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--include-dependencies', ...scopes], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`Building ${missing.join(', ')} failed`);
}
