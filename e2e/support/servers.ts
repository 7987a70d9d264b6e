import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REMOTES } from '../../apps.config.cjs';
import { ROOT, URLS, type AppName } from './env';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts one app's static server as its own process (as it is deployed), for tests that stop,
 * replace or break a server without touching the suite's shared ones.
 */
export async function startAppServer(
  app: AppName,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'app-server/serve-app.mjs'), app],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serving on')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${app} exited with ${code}: ${output}`)));
  });
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A shell of the test's own on `port` (one of the spare ports the api's CORS allows), whose
 * /remotes.json sends the browser to `remotes`; the suite's servers for the others.
 */
export function startShell(
  port: number,
  remotes: Partial<Record<(typeof REMOTES)[number]['federationName'], string>>,
): Promise<RunningServer> {
  return startAppServer('shell', port, {
    ...Object.fromEntries(
      REMOTES.map(({ envPrefix, federationName }) => [
        `${envPrefix}_URL`,
        remotes[federationName] ?? URLS[federationName],
      ]),
    ),
    API_URL: URLS.api,
  });
}
