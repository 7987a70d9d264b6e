// The load generator, in a process of its own so that it does not share an event loop with the
// benchmark's bookkeeping: bench/load.mjs forks it and sends it one run at a time over IPC.
import autocannon from 'autocannon';

/** The figures the benchmark keeps from an autocannon result. */
function summary(result) {
  const codes = Object.entries(result.statusCodeStats ?? {});
  return {
    requestsPerSecond: result.requests.total / (result.duration || 1),
    total: result.requests.total,
    durationSeconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(codes.map(([code, { count }]) => [code, count])),
  };
}

/**
 * One autocannon run. autocannon settles a run on its next one-second sample, so for a fixed
 * amount of requests its duration is rounded up to whole seconds: the time from the start to
 * the last response is measured here instead.
 */
function run(options) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastResponse = started;
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      const measured = summary(result);
      if (options.amount) {
        measured.durationSeconds = (lastResponse - started) / 1000;
        measured.requestsPerSecond = measured.total / measured.durationSeconds;
      }
      return resolve(measured);
    });
    instance.on('response', () => {
      lastResponse = performance.now();
    });
  });
}

/**
 * GET one URL for `duration` seconds at `connections`, each connection sending the `tokens` in
 * turn. The requests are built once (no setupRequest), so the load generator's cost per request
 * is the same as with one token.
 */
function get({ url, tokens, connections, duration }) {
  const requests = tokens.map((token) => ({
    method: 'GET',
    headers: { authorization: `Bearer ${token}` },
  }));
  return run({ url, requests, connections, duration, pipelining: 1 });
}

/**
 * `amount` POSTs of bookings, each for a slot no other booking of the run holds: slot number n
 * is motorcycle n mod M, for the hour floor(n / M) hours after `firstDay` began (UTC), every hour
 * of the day. All should be answered 201. Slot n is booked by rider n mod R (a rider may hold
 * only so many upcoming bookings).
 */
function bookings({ url, tokens, connections, amount, motorcycles, firstDay, firstSlot }) {
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  let slot = firstSlot;
  const next = () => {
    const motorcycle = motorcycles[slot % motorcycles.length];
    const hour = new Date(start + Math.floor(slot / motorcycles.length) * 3_600_000);
    const rider = tokens[slot % tokens.length];
    slot += 1;
    return {
      authorization: `Bearer ${rider}`,
      body: JSON.stringify({
        motorcycle_id: motorcycle.id,
        duration: 1,
        total: motorcycle.totalPerHour,
        date: hour.toISOString().slice(0, 16),
        city: 'Benchmark City',
      }),
    };
  };
  return run({
    url,
    connections,
    amount,
    pipelining: 1,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const { authorization, body } = next();
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization },
            body,
          };
        },
      },
    ],
  }).then((result) => ({ ...result, nextSlot: slot }));
}

const kinds = { get, bookings };

process.on('message', async ({ kind, options }) => {
  try {
    process.send({ result: await kinds[kind](options) });
  } catch (error) {
    process.send({ error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
