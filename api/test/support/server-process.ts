import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { DatabaseConfig } from '../../src/config';
import { TEST_SECRET } from './helpers';

const API_ROOT = path.resolve(__dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process printed until it listened. */
  startupOutput: string;
  /** Resolves with the signal that ended the process. */
  exited: Promise<NodeJS.Signals | null>;
}

export function databaseUrl(database: DatabaseConfig): string {
  return database.dialect === 'sqlite' ? `sqlite:${database.file}` : database.url;
}

/** Node's arguments to run a .ts file of the api without a build (tsx reads tsconfig.json's paths). */
export function tsEntry(file: string): string[] {
  return ['--import', 'tsx', file];
}

/** Every server process a test file started and that has not exited yet. */
const running = new Set<ChildProcess>();

// A test that times out never kills what it started; a process left running would keep jest
// from ever ending the run.
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ServerProcessOptions {
  /** The process's limit of open files (`ulimit -n`), for tests that spend it as an attack does. */
  openFileLimit?: number;
  /** What the process runs instead of src/server.ts (a test's own start, in test/support). */
  entry?: string;
}

function spawnServer(
  database: DatabaseConfig,
  env: NodeJS.ProcessEnv,
  { openFileLimit, entry = path.join(API_ROOT, 'src', 'server.ts') }: ServerProcessOptions = {},
): ChildProcess {
  const nodeArgs = tsEntry(entry);
  // The shell lowers the limit and then becomes node (exec), so the child is the server itself.
  const [command, args]: [string, string[]] =
    openFileLimit === undefined
      ? [process.execPath, nodeArgs]
      : [
          '/bin/sh',
          ['-c', `ulimit -n ${openFileLimit} && exec "$0" "$@"`, process.execPath, ...nodeArgs],
        ];
  const child = spawn(command, args, {
    cwd: API_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(database),
      JWT_SECRET: TEST_SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/**
 * Runs src/server.ts in its own node process, as `npm start` would, and waits for its URL.
 * `env` adds to or overrides the test settings; a variable set to undefined is removed.
 */
export function startServerProcess(
  database: DatabaseConfig,
  env: NodeJS.ProcessEnv = {},
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const child = spawnServer(database, env, options);
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /api listening on (http:\/\/[^"\s]+)/.exec(output);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ url: match[1], child, exited, startupOutput: output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output}`)),
    );
  });
}

/** Runs src/server.ts expecting it to refuse to start: resolves with its exit code and output. */
export function refusedServerProcess(
  database: DatabaseConfig,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(database, env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}
