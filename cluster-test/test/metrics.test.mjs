// The cluster's monitoring as `npm run cluster` starts it: Prometheus scraping every instance's
// /metrics and HAProxy's exporter. Traffic goes in through HAProxy; the numbers come back out
// through Prometheus' HTTP API.
import { waitFor } from '../../tools/stack/waiting.mjs';
import {
  addMotorcycle,
  booking,
  call,
  dayFromNow,
  logIn,
  runPool,
  signUpRider,
  startTestCluster,
} from './support.mjs';

let cluster;
let adminToken;

beforeAll(async () => {
  cluster = await startTestCluster({ prometheus: true });
  adminToken = await logIn(cluster.url, cluster.admin);
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
});

/** The one value of an instant query's result (a single series or a sum). */
async function valueOf(expression) {
  const result = await cluster.prometheus.query(expression);
  return result.length === 1 ? Number(result[0].value[1]) : undefined;
}

/** Polls `expression` until Prometheus, scraping every second, reports `expected`. */
function untilPrometheusSays(expression, expected) {
  return waitFor(
    `Prometheus to report ${expression} = ${expected}`,
    async () => (await valueOf(expression)) === expected,
    { timeoutMs: 20_000, intervalMs: 250 },
  );
}

describe('Prometheus in the cluster', () => {
  it('scrapes every instance and HAProxy', async () => {
    await untilPrometheusSays('count(up{job="api"} == 1)', 3);
    await untilPrometheusSays('count(up{job="haproxy"} == 1)', 1);
    // HAProxy's own view of the instances: three servers UP in the api backend.
    await untilPrometheusSays(
      'count(haproxy_server_status{proxy="api_instances",state="UP"} == 1)',
      3,
    );
  });

  it('counts the bookings made through HAProxy, over all instances', async () => {
    const motorcycle = await addMotorcycle(cluster.url, adminToken, 'Metrics Vespa');
    const riders = await runPool(
      Array.from({ length: 6 }, (_, n) => () => signUpRider(cluster.url, `metrics${n}`)),
      3,
    );
    // Whatever the instances counted before this test (nothing, unless a test above booked).
    const before = (await valueOf('sum(vespa_bookings_created_total)')) ?? 0;

    const answers = await runPool(
      Array.from(
        { length: 24 },
        (_, i) => () =>
          call(cluster.url, 'POST', '/api/v1/reservations', {
            token: riders[i % riders.length].token,
            // 18 distinct days, then 6 that are taken: 18 × 201 and 6 × 409.
            body: booking(motorcycle.id, dayFromNow(2 + (i % 18)), 1),
          }),
      ),
      4,
    );
    const created = answers.filter((answer) => answer.status === 201).length;
    const conflicts = answers.filter((answer) => answer.status === 409).length;
    expect([created, conflicts]).toEqual([18, 6]);
    // Spread over the instances by round robin: the sum is what counts.
    expect(new Set(answers.map((answer) => answer.instance)).size).toBe(3);

    await untilPrometheusSays('sum(vespa_bookings_created_total)', before + created);
    await untilPrometheusSays('sum(vespa_bookings_refused_total{reason="conflict"})', conflicts);
    // The requests' latency histogram, by route and status, from every instance.
    await untilPrometheusSays(
      'sum(vespa_http_request_duration_seconds_count{route="/api/v1/reservations",status="409"})',
      conflicts,
    );
    expect(await valueOf('max(nodejs_eventloop_lag_seconds)')).toBeGreaterThanOrEqual(0);
    expect(await valueOf('max(vespa_db_pool_connections{state="max"})')).toBe(10);
  });
});
