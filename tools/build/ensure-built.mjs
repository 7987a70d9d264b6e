// Builds, with lerna (dependencies included), whichever package has no build output yet, so
// npm start, npm run cluster and the benchmarks work straight after npm install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The newest file of each build: an api built before its command-line tools existed is stale. */
const OUTPUTS = {
  'shared-domain': 'shared-domain/dist/index.js',
  api: 'api/dist/cli/create-admin.js',
  shell: 'shell/dist/index.html',
  'mf-catalog': 'mf-catalog/dist/remoteEntry.js',
  'mf-booking': 'mf-booking/dist/remoteEntry.js',
  'mf-admin': 'mf-admin/dist/remoteEntry.js',
};

/** @param {(keyof typeof OUTPUTS)[]} [packages] every package when left out */
export function ensureBuilt(
  packages = /** @type {(keyof typeof OUTPUTS)[]} */ (Object.keys(OUTPUTS)),
) {
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
