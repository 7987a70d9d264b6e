// npm run dev: the api (rebuilt and restarted on change) and webpack dev servers for the shell
// and the three remotes, each on its usual port, under the stack's process manager.
import { urlOf } from '../../app-server/ports.cjs';
import { APPS } from '../../apps.config.cjs';
import { createSupervisor, stopWithProcess } from './processes.mjs';

const watch = (project) => ['tsc', '-p', project, '--watch', '--preserveWatchOutput'];
const jobs = [
  ['shared-domain', 'npx', watch('shared-domain/tsconfig.build.json')],
  ['api:build', 'npx', watch('api/tsconfig.build.json')],
  // The Node running this script (npm run dev: the repository's Node 24), not whatever `node` is.
  ['api', process.execPath, ['--watch-path=api/dist', 'api/dist/server.js']],
  ...APPS.map((app) => [app.federationName, 'npm', ['run', 'dev', '-w', app.name]]),
];

const supervisor = createSupervisor({
  echo: true,
  onUnexpectedExit: (name, how) => console.error(`[${name}] stopped (${how})`),
});
stopWithProcess(supervisor);
for (const [name, command, args] of jobs) supervisor.start(name, command, args);
console.log(`Dev servers starting: open ${urlOf('shell')} (run npm run build once first).`);
