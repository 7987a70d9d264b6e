// The stack's Redis (Debian's redis-server): shared rate-limit counters for every api instance.
// Loopback only, no persistence (no RDB snapshots, no append-only file), its working folder a
// temporary one. stop() and start() again keep the port, so the instances' REDIS_URL stays valid
// across an outage (the tests stop it to see how the api behaves without it).
import net from 'node:net';
import { available, waitFor } from './waiting.mjs';

// The api's Redis tests honour the same variable.
const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

export const redisAvailable = () => available(REDIS_SERVER);

/** Sends one inline command and resolves with Redis's first reply line. */
export function redisCommand(port, command, timeoutMs = 1000) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const timer = setTimeout(() => socket.destroy(new Error('no reply')), timeoutMs);
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) {
        clearTimeout(timer);
        socket.end();
        resolve(reply.slice(0, reply.indexOf('\r\n')));
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * @param {ReturnType<import('./processes.mjs').createSupervisor>} supervisor
 * @param {{ port: number, dir: string }} options
 */
export function createRedis(supervisor, { port, dir }) {
  let handle = null;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    get running() {
      return handle?.running ?? false;
    },
    get pid() {
      return handle?.pid;
    },
    /** Starts redis-server and resolves once it answers PING. */
    async start() {
      handle = supervisor.start(
        'redis',
        REDIS_SERVER,
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          dir,
          '--loglevel',
          'warning',
          // Its start-up banner and host-tuning advice would drown the cluster's own output; they
          // are kept and shown if it fails.
        ],
        { quiet: true },
      );
      const current = handle;
      await waitFor(`Redis on port ${port}`, async () => {
        if (!current.running) throw new Error(`redis-server exited: ${current.output()}`);
        return (await redisCommand(port, 'PING')) === '+PONG';
      });
    },
    /** Stops redis-server (SIGTERM; it saves nothing, persistence is off). */
    async stop() {
      await handle?.stop();
    },
  };
  return redis;
}
