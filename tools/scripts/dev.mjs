// npm run dev: the api (rebuilt and restarted on change) and webpack dev servers for the shell
// and the three remotes, each on its usual port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../../apps.config.cjs';
import { urlOf } from '../../app-server/ports.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const jobs = [
  [
    'shared-domain',
    'npx',
    ['tsc', '-p', 'shared-domain/tsconfig.build.json', '--watch', '--preserveWatchOutput'],
  ],
  [
    'api:build',
    'npx',
    ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput'],
  ],
  // The Node running this script (npm run dev: the repository's Node 24), not whatever `node` is.
  ['api', process.execPath, ['--watch-path=api/dist', 'api/dist/server.js']],
  ...APPS.map((app) => [app.federationName, 'npm', ['run', 'dev', '-w', app.name]]),
];

const children = jobs.map(([name, command, args]) => {
  const child = spawn(command, args, {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) console.log(prefix + line);
    });
  }
  return child;
});

const stop = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
console.log(`Dev servers starting: open ${urlOf('shell')} (run npm run build once first).`);
