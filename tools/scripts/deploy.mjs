// npm run deploy -- <app> <served folder> [--from <build>] [--grace-hours <hours>]
// Puts a fresh build of one app (by default <app>/dist, from npm run build) into the folder its
// server serves (serve-app.mjs with DIST_DIR=<served folder>), while that server runs: hashed
// files first, entry files last by atomic rename, the previous deploy's files kept for the grace
// period (DEPLOY_GRACE_HOURS, 24 by default). See app-server/deploy-build.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { deployBuild } from '../../app-server/deploy-build.mjs';
import { APPS as LIST } from '../../apps.config.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const APPS = LIST.map(({ name }) => name);
const USAGE =
  `Usage: npm run deploy -- <${APPS.join('|')}> <served folder> ` +
  '[--from <build folder>] [--grace-hours <hours>]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, 'grace-hours': { type: 'string' } },
});
const [app, to] = positionals;
const graceHours = Number(values['grace-hours'] ?? process.env.DEPLOY_GRACE_HOURS ?? 24);
if (!APPS.includes(app) || !to || !Number.isFinite(graceHours) || graceHours < 0) {
  console.error(USAGE);
  process.exit(2);
}
const from = path.resolve(values.from ?? path.join(root, app, 'dist'));

try {
  const result = await deployBuild({ from, to: path.resolve(to), graceMs: graceHours * 3_600_000 });
  console.log(
    `${app} deployed to ${to}: ${result.written} files written, ` +
      `${result.superseded} superseded now, ${result.kept} kept for the ${graceHours} h grace, ` +
      `${result.pruned} past it removed`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
