import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import fp from 'fastify-plugin';
import { clientKey } from '../lib/client-key';

/**
 * One client address (an IPv6 client: its /64, lib/client-key.ts) keeps at most `maxPerAddress`
 * connections open; each one past that is closed as soon as it is accepted, before a byte of it
 * is read. Without a cap, one client holding
 * thousands of half-sent requests spends the process's file descriptors, and every other client,
 * the load balancer's health check included, is refused until they time out.
 *
 * The trusted proxies (TRUST_PROXY) are exempt: every client behind one arrives on the proxy's
 * address, so the proxy caps each of its clients instead (tools/stack/haproxy-config.mjs does; see
 * api/README.md, "Connections").
 */
export default fp<{ maxPerAddress: number; trustProxy: false | string[] }>(
  async (app, { maxPerAddress, trustProxy }) => {
    const trusted = trustProxy ? proxyAddr.compile(trustProxy) : () => false;
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const remote = socket.remoteAddress;
      // No address: the client has gone already.
      if (remote === undefined || trusted(remote, 0)) return;
      const address = clientKey(remote);
      const count = open.get(address) ?? 0;
      if (count >= maxPerAddress) {
        socket.destroy();
        return;
      }
      open.set(address, count + 1);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  },
  { name: 'connection-limit' },
);
