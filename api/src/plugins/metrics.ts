import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry of this instance, or null when metrics are off (no METRICS_PORT). */
    metrics: Registry | null;
  }
}

const BOOKINGS = 'POST /api/v1/reservations';

/** Seconds; the api answers most calls in a few milliseconds (docs/PERFORMANCE.md). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/**
 * Prometheus metrics of one instance (api/README.md "Metrics"): every response by route and
 * status with its latency, bookings created and refused, rate-limit refusals, the PostgreSQL
 * pool, and Node's own (event-loop lag, memory, CPU). Served by src/metrics-server.ts on a port of
 * its own, never on the public one.
 */
export default fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    if (!enabled) {
      app.decorate('metrics', null);
      return;
    }
    const registry = new Registry();
    const registers = [registry];
    collectDefaultMetrics({ register: registry });

    const responses = new Histogram({
      name: 'vespa_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status (its _count counts requests)',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const bookingsCreated = new Counter({
      name: 'vespa_bookings_created_total',
      help: 'Bookings accepted (POST /api/v1/reservations answered 201)',
      registers,
    });
    const bookingsRefused = new Counter({
      name: 'vespa_bookings_refused_total',
      help: 'Bookings refused: conflict (409, the time is taken) or invalid (422)',
      labelNames: ['reason'],
      registers,
    });
    const rateLimited = new Counter({
      name: 'vespa_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (429), by route pattern',
      labelNames: ['route'],
      registers,
    });
    // Present from the first scrape, so rates and alerts see 0 rather than nothing.
    bookingsCreated.inc(0);
    for (const reason of ['conflict', 'invalid']) bookingsRefused.inc({ reason }, 0);

    const poolStats = app.database.poolStats;
    if (poolStats) {
      new Gauge({
        name: 'vespa_db_pool_connections',
        help: 'PostgreSQL pool: connections open (total), idle, the most it opens (max), and queries waiting for one (waiting)',
        labelNames: ['state'],
        registers,
        collect() {
          const stats = poolStats();
          for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
        },
      });
    }

    // One child per method, route and status: label lookups stay off the hot path.
    const observers = new Map<string, (seconds: number) => void>();
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      const key = `${request.method} ${route} ${status}`;
      let observe = observers.get(key);
      if (!observe) {
        const child = responses.labels(request.method, route, String(status));
        observe = (seconds) => child.observe(seconds);
        observers.set(key, observe);
      }
      observe(reply.elapsedTime / 1000);
      if (status === 429) rateLimited.inc({ route });
      if (`${request.method} ${route}` === BOOKINGS) {
        if (status === 201) bookingsCreated.inc();
        else if (status === 409) bookingsRefused.inc({ reason: 'conflict' });
        else if (status === 422) bookingsRefused.inc({ reason: 'invalid' });
      }
      done();
    });
    app.decorate('metrics', registry);
  },
  { name: 'metrics', dependencies: ['db'] },
);
