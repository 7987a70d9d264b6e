// The stack's Redis (Debian's redis-server): shared rate-limit counters for every api instance.
// Loopback only, no persistence (no RDB snapshots, no append-only file), its working folder a
// temporary one. stop() and start() again keep the port, so the instances' REDIS_URL stays valid
// across an outage (the tests stop it to see how the api behaves without it).
import net from 'node:net';
import { available, waitFor } from './waiting.mjs';

// The api's Redis tests honour the same variable.
const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

export const redisAvailable = () => available(REDIS_SERVER);

/** Whether something accepts a connection on 127.0.0.1:`port`. */
const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * @param {ReturnType<import('./processes.mjs').createSupervisor>} supervisor
 * @param {{ port: number, dir: string }} options
 */
export function createRedis(supervisor, { port, dir }) {
  let handle = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Starts redis-server and resolves once it accepts connections. */
    async start() {
      // Its start-up banner and host-tuning advice would drown the cluster's own output
      // (quiet); they are kept and shown if it fails.
      const options = `--bind 127.0.0.1 --appendonly no --loglevel warning --port ${port}`;
      handle = supervisor.start(
        'redis',
        REDIS_SERVER,
        [...options.split(' '), '--save', '', '--dir', dir],
        { quiet: true },
      );
      const current = handle;
      // It serves as soon as it listens: with no persistence there is nothing to load first.
      await waitFor(`Redis on port ${port}`, async () => {
        if (!current.running) throw new Error(`redis-server exited: ${current.output()}`);
        return accepts(port);
      });
    },
    /** Stops redis-server (SIGTERM; it saves nothing, persistence is off). */
    async stop() {
      await handle?.stop();
    },
  };
}
