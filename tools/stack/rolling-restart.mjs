// A deploy of the api, as the cluster does it: one instance at a time, SIGTERM (it drains: its
// /health answers 503 so HAProxy takes it out, and it finishes what it accepted), start again,
// and only once HAProxy sends to it again the next one. The other instances carry the load
// meanwhile, so clients see no failed request (cluster-test/test/rolling-restart.test.mjs).

/**
 * @param {{ instances: ReturnType<import('./api.mjs').createInstance>[],
 *           haproxy: { waitForStatus: (name: string, status: string, timeoutMs?: number) => Promise<unknown> } }} cluster
 * @param {{ log?: (line: string) => void }} options
 */
export async function rollingRestart({ instances, haproxy }, { log = () => {} } = {}) {
  for (const instance of instances) {
    log(`Restarting ${instance.name} (pid ${instance.pid})...`);
    await instance.stop();
    // Out of the rotation (it said 503, then stopped answering) before it comes back.
    await haproxy.waitForStatus(instance.name, 'DOWN', 20_000);
    await instance.start();
    await haproxy.waitForStatus(instance.name, 'UP', 20_000);
    log(`${instance.name} is back (pid ${instance.pid}) and taking requests.`);
  }
}
