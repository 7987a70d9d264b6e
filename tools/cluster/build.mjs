// Builds, with lerna (dependencies included), whichever package has no build output yet, as
// npm start does; an api built before its command-line tools existed counts as unbuilt.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.mjs';

const OUTPUTS = {
  api: 'api/dist/cli/create-admin.js',
  shell: 'shell/dist/index.html',
  'mf-catalog': 'mf-catalog/dist/remoteEntry.js',
  'mf-booking': 'mf-booking/dist/remoteEntry.js',
  'mf-admin': 'mf-admin/dist/remoteEntry.js',
};

/** @param {(keyof typeof OUTPUTS)[]} packages */
export function ensureBuilt(packages) {
  const missing = packages.filter((pkg) => !existsSync(path.join(ROOT, OUTPUTS[pkg])));
  if (missing.length === 0) return;
  console.log(`Building ${missing.join(', ')} (the first time takes a minute)...`);
  const scopes = missing.flatMap((pkg) => ['--scope', pkg]);
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--include-dependencies', ...scopes], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`Building ${missing.join(', ')} failed`);
}
